import Foundation
import Testing

@_spi(Testing) @testable import PermlintKit

@Suite("The day a run assumes Play's minimum target on")
struct CurrentDayTests {
  @Test(
    "UTC days from seconds, across leap years, month ends and before 1970",
    arguments: [
      (0, "1970-01-01"),
      (86_399, "1970-01-01"),
      (-1, "1969-12-31"),
      (951_782_400, "2000-02-29"),
      (1_756_598_400, "2025-08-31"),
      (1_798_761_599, "2026-12-31"),
      (1_803_859_200, "2027-03-01"),
    ])
  func days(_ seconds: Int, _ expected: String) {
    #expect(Linter.day(secondsSince1970: seconds) == expected)
  }

  @Test("agrees with Foundation's Gregorian calendar in UTC")
  func agreesWithCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for seconds in stride(from: -2_000_000_000, through: 4_000_000_000, by: 7_777_777) {
      let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(seconds)))
      let expected = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
      #expect(Linter.day(secondsSince1970: seconds) == expected, "\(seconds)")
    }
  }
}
