/// The tour the test plugin ships: plugins bring tours through the same door as apps.
enum GreeterTour {
  /// The tour's script.
  static let script = """
    say The greeter tour: a plugin's own tour, taken like a built-in one.
    open greeter

    step Greet someone
    say Set a name, then run greet.
    type set name Ada
    type run greet
    expect greeting == "Hello, Ada!"
    """
}
