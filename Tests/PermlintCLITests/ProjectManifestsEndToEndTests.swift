import Foundation
import PermlintTestSupport
import Testing

/// Projects Xcode does not hold as a `.xcodeproj`: an XcodeGen spec is read as the project it
/// generates, with findings at the spec's lines; a Tuist manifest, or a spec that includes
/// others, is said once as a note that tells how to give permlint the generated project.
@Suite("XcodeGen and Tuist projects, end to end")
struct ProjectManifestsEndToEndTests {
  @Test("an XcodeGen app: info properties and INFOPLIST_KEY_ settings declare keys, code is checked against them")
  func xcodeGen() throws {
    let result = try PermlintBinary.run([], in: "xcodegen")
    // Before: no finding and no word (the spec was not read, so no app had the Swift code).
    #expect(
      LintOutcome(result)
        == LintOutcome(
          status: 1,
          findings: [
            "Trailmark/TrailCamera.swift:15:20 permission-requested-undeclared",
            "project.yml:21:9 declared-permission-unrequested",
            "project.yml:21:37 short-purpose-string",
            "project.yml:21:37 vague-purpose-string",
          ]))
    // The missing key is to be added to the spec, the declared ones are read from it.
    #expect(
      result.stdout.contains(
        "no Info.plist of the app declares NSPhotoLibraryUsageDescription: iOS terminates the app at the request, "
          + "and App Store Connect reports ITMS-90683 (Missing purpose string in Info.plist) by email once it has "
          + "processed the upload. Add NSPhotoLibraryUsageDescription to project.yml"))
    // The camera key in info: properties and the microphone INFOPLIST_KEY_ setting are found;
    // the unit-test target's photo request ships in no app.
    #expect(!result.stdout.contains("NSCameraUsageDescription"))
    #expect(!result.stdout.contains("NSMicrophoneUsageDescription"))
    #expect(result.stderr == "permlint: 3 files checked, 1 error, 3 warnings, 0 notes\n")
  }

  @Test("a Tuist manifest and an XcodeGen spec with include: are each said once, with how to lint them")
  func unreadManifests() throws {
    let result = try PermlintBinary.run([], in: "project-manifests")
    #expect(LintOutcome(result) == LintOutcome(status: 0, findings: []))
    #expect(
      result.stderr == """
        permlint: 5 files checked, 0 errors, 0 warnings, 0 notes; 2 notices about the input below
        permlint: note: tuist/Project.swift:1:1: permlint cannot read this Tuist manifest: its targets are Swift \
        that Tuist evaluates; the Info.plist keys, build settings and code of its targets are not checked. Run \
        `tuist generate --no-open` in tuist, then lint again: the generated .xcodeproj is read.
        permlint: note: xcodegen-include/project.yml:1:1: permlint cannot read this XcodeGen spec: it pulls in \
        other specs with `include:`, which permlint does not follow; the Info.plist keys, build settings and code \
        of its targets are not checked. Run `xcodegen generate` in xcodegen-include, then lint again: the \
        generated .xcodeproj is read.

        """)
  }
}
