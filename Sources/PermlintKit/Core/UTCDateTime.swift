#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A moment as a UTC calendar date and time of day, computed without Foundation: building a
/// Foundation `Calendar` costs more than the rest of a small run's start, and binary property
/// lists hold dates as seconds.
struct UTCDateTime: Equatable {
  var year: Int64
  var month: Int64
  var day: Int64
  /// Seconds since midnight.
  var secondOfDay: Int64

  /// The moment `seconds` after 1970-01-01T00:00:00Z (negative: before it).
  init(secondsSince1970 seconds: Int64) {
    var days = seconds / 86_400
    var remainder = seconds % 86_400
    if remainder < 0 {
      remainder += 86_400
      days -= 1
    }
    secondOfDay = remainder
    // Howard Hinnant's civil-from-days algorithm.
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// `number` in decimal, left-padded with zeros to `width` digits.
  static func padded(_ number: Int64, _ width: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}
