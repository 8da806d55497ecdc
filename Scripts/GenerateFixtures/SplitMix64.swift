// Deterministic randomness

import Foundation

/// SplitMix64: tiny, fast and fully reproducible across platforms.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func double() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func double(_ low: Double, _ high: Double) -> Double { low + (high - low) * double() }

    mutating func chance(_ probability: Double) -> Bool { double() < probability }

    /// Standard normal (Box-Muller).
    mutating func normal() -> Double {
        let u1 = max(double(), 1e-12), u2 = double()
        return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        for i in stride(from: result.count - 1, to: 0, by: -1) { result.swapAt(i, int(0...i)) }
        return result
    }

    /// `count` distinct elements, in random order.
    mutating func sample<T>(_ items: [T], _ count: Int) -> [T] { Array(shuffled(items).prefix(count)) }

    mutating func digits(_ count: Int) -> String {
        String(int(1...9)) + (1..<count).map { _ in String(int(0...9)) }.joined()
    }

    mutating func hex(_ count: Int) -> String {
        (0..<count).map { _ in String(int(0...15), radix: 16) }.joined()
    }

    mutating func alphanumeric(_ count: Int) -> String {
        let chars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<count).map { _ in pick(chars) })
    }
}
