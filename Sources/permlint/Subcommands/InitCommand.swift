import ArgumentParser
import Foundation
import PermlintKit

/// `permlint init [DIRECTORY]`: writes a starter feature map for the app found there.
struct InitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Write a starter feature map (permlint.yml) for the app in DIRECTORY.",
    discussion: """
      Reads the app's manifests, declares each permission they use as a feature with a gate \
      flow (check, request, every outcome, a blocked screen that opens Settings, a re-check on \
      return) in the app's development language, and writes DIRECTORY/permlint.yml. It never \
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
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw UsageFailure("\(directory) is not a directory")
    }
    let target = (directory == "." ? "" : directory.hasSuffix("/") ? directory : directory + "/") + "permlint.yml"
    if !stdout, FileManager.default.fileExists(atPath: root + "/permlint.yml") {
      throw UsageFailure(
        "\(target) already exists; permlint init never overwrites a file. Use --stdout to print a starter map instead.")
    }
    let starter = FeatureMapStarter.generate(directory: root)
    for note in starter.notifications {
      FileHandle.standardError.write(Data("permlint: \(note.severity.rawValue): \(note.path): \(note.message)\n".utf8))
    }
    if stdout {
      print(starter.text, terminator: "")
      return
    }
    do {
      // `.withoutOverwriting`: another process may create the file between the check and now.
      try Data(starter.text.utf8).write(to: URL(fileURLWithPath: root + "/permlint.yml"), options: .withoutOverwriting)
    } catch {
      throw UsageFailure("cannot write \(target): \(error.localizedDescription)")
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
    FileHandle.standardError.write(Data((summary + "\n").utf8))
  }
}
