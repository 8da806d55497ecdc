#include "HTTPTransportSupport.h"

typedef int (*http_transport_setopt_function)(void *easy, int option, ...);
typedef int (*http_transport_getinfo_function)(void *easy, int info, ...);

int http_transport_setopt_long(void *setopt, void *easy, int option, long value) {
  return ((http_transport_setopt_function)setopt)(easy, option, value);
}

int http_transport_setopt_pointer(void *setopt, void *easy, int option, const void *value) {
  return ((http_transport_setopt_function)setopt)(easy, option, value);
}

int http_transport_setopt_offset(void *setopt, void *easy, int option, int64_t value) {
  return ((http_transport_setopt_function)setopt)(easy, option, value);
}

int http_transport_getinfo_long(void *getinfo, void *easy, int info, long *value) {
  return ((http_transport_getinfo_function)getinfo)(easy, info, value);
}
