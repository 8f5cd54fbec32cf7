import ProjectDescription

let project = Project(
  name: "Trailmark",
  targets: [
    .target(
      name: "Trailmark",
      destinations: .iOS,
      product: .app,
      bundleId: "com.example.trailmark",
      infoPlist: .extendingDefault(with: [
        "NSCameraUsageDescription": "Take a photo of a trail sign to log where you are on the map."
      ]),
      sources: ["Trailmark/Sources/**"]
    )
  ]
)
