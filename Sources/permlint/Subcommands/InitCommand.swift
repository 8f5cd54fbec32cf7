import ArgumentParser
import PermlintKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `permlint init [DIRECTORY]`: writes a starter feature map for the app found there.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter feature map (permlint.yml) for the app in DIRECTORY.",
    discussion: """
      Reads the app's manifests and code, declares each permission they use as a feature with \
      a gate flow (check, request, every outcome, a blocked screen that opens Settings, a \
      re-check on return) in the app's development language, names the code that asks for each \
      (`code:`) with what it does and does not do, and writes DIRECTORY/permlint.yml. It never \
      overwrites a file: with --stdout it prints the map instead.
      """
  )

  @Argument(help: "The app's root directory (default: the current directory).", completion: .directory)
  var directory: String = "."

  @Flag(help: "Print the map instead of writing permlint.yml.")
  var stdout = false

  func run() throws {
    let current = FileManager.default.currentDirectoryPath
    let root = URL(fileURLWithPath: directory.hasPrefix("/") ? directory : "\(current)/\(directory)")
      .standardizedFileURL.path
    guard PathKind.of(root) == .directory else {
      throw UsageFailure("\(directory) is not a directory")
    }
    let target = (directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/") + "permlint.yml"
    if !stdout, FileManager.default.fileExists(atPath: root + "/permlint.yml") {
      throw UsageFailure(
        "\(target) already exists; permlint init never overwrites a file. Use --stdout to print a starter map instead.")
    }
    let starter = FeatureMapStarter.generate(directory: root)
    for note in starter.notifications {
      StandardStreams.error("permlint: \(note.severity.rawValue): \(note.path): \(note.message)\n")
    }
    if stdout {
      print(starter.text, terminator: "")
      return
    }
    do throws(ReportFile.Failure) {
      // Never over a file: another process may create one between the check and now.
      try ReportFile.create(starter.text, at: root + "/permlint.yml")
    } catch {
      throw UsageFailure("cannot write \(target): \(error.reason)")
    }
    var summary = "permlint: wrote \(target) with \(starter.permissions.count) feature"
    summary += starter.permissions.count == 1 ? "" : "s"
    summary += starter.permissions.isEmpty ? "" : " (\(starter.permissions.joined(separator: ", ")))"
    summary += "; rename each feature after what it does, adapt its flow and copy, then run permlint"
    if starter.hasBackgroundPermission {
      summary +=
        "\npermlint: write the `justification:` of each background feature; until then "
        + "least-privilege-location reports it"
    }
    if starter.needsTranslation {
      let names = starter.untranslated.map { "'\($0)'" }.joined(separator: ", ")
      summary += "\npermlint: the screens' copy is in English under \(names); translate it"
    }
    StandardStreams.error(summary + "\n")
  }
}
