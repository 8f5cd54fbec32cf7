import Foundation

final class Store {
  func modified(_ url: URL) throws -> Date? {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return attributes[.modificationDate] as? Date
  }

  func freeSpace() throws -> Int64? {
    let home = URL(fileURLWithPath: NSHomeDirectory())
    let values = try home.resourceValues(forKeys: [.volumeAvailableCapacityForImportantUsageKey])
    return values.volumeAvailableCapacityForImportantUsage
  }
}
