#ifndef HTTP_TRANSPORT_SUPPORT_H
#define HTTP_TRANSPORT_SUPPORT_H

#include <stdint.h>

// The calls into libcurl that Swift cannot make itself: `curl_easy_setopt` and
// `curl_easy_getinfo` are variadic. libcurl is loaded at run time (dlopen), so each
// wrapper takes the function's address as found by dlsym, and no libcurl header or link
// library is needed to build. The numbers (options, infos, result codes) are libcurl's
// stable ABI; the Swift side declares the few it uses.

/// `curl_easy_setopt(easy, option, (long)value)`, through `setopt`; returns the CURLcode.
int http_transport_setopt_long(void *setopt, void *easy, int option, long value);

/// `curl_easy_setopt(easy, option, value)` for an object or function pointer, through
/// `setopt`; returns the CURLcode.
int http_transport_setopt_pointer(void *setopt, void *easy, int option, const void *value);

/// `curl_easy_setopt(easy, option, (curl_off_t)value)`, through `setopt`; returns the
/// CURLcode.
int http_transport_setopt_offset(void *setopt, void *easy, int option, int64_t value);

/// `curl_easy_getinfo(easy, info, &value)` for a long, through `getinfo`; returns the
/// CURLcode.
int http_transport_getinfo_long(void *getinfo, void *easy, int info, long *value);

/// libcurl's `CURLMsg`, as `curl_multi_info_read` returns it.
typedef struct {
  /// `CURLMSG_DONE` (1) when a transfer has ended.
  int message;
  /// The easy handle of the transfer.
  void *easy;
  union {
    void *whatever;
    /// The transfer's CURLcode, for `CURLMSG_DONE`.
    int result;
  } data;
} http_transport_message;

#endif
