import Foundation
@_spi(Generators) import PermlintKit

/// Writes the JSON Schema of the feature-map format (`Docs/schema/feature-map.schema.json`),
/// from the same key lists, actions, events and permission ids the decoder accepts, so YAML
/// editors can validate and complete `permlint.yml`.
public enum FeatureMapSchema {
  /// Where the schema is written, relative to the package root.
  public static let path = "Docs/schema/feature-map.schema.json"

  /// The schema as pretty-printed JSON with sorted keys.
  public static func json() -> String { json(catalog: .builtIn) }

  static func json(catalog: PermissionCatalog) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: schema(catalog: catalog), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    return (data.map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
  }

  private static func schema(catalog: PermissionCatalog) -> [String: Any] {
    let text: [String: Any] = ["type": "string"]
    let flag: [String: Any] = ["type": "boolean"]
    let permissionID: [String: Any] = [
      "enum": catalog.permissions.keys.sorted(),
      "description": "A permission id from permlint's catalog (rules/permissions.yml).",
    ]
    func object(_ properties: [String: Any], description: String, required: [String] = []) -> [String: Any] {
      var result: [String: Any] = [
        "type": "object", "additionalProperties": false, "properties": properties, "description": description,
      ]
      if !required.isEmpty { result["required"] = required }
      return result
    }
    let copy: [String: Any] = [
      "description": "Text by locale code, or one text for an app with a single locale.",
      "oneOf": [text, ["type": "object", "additionalProperties": text]],
    ]
    var policies: [String: Any] = [:]
    for key in FeatureMapKeys.policies {
      policies[key] =
        key == "background-location" ? ["enum": Policies.BackgroundLocation.allCases.map(\.rawValue)] : flag
    }
    let definitions: [String: Any] = [
      "permissionID": permissionID,
      "permission": [
        "description": "Options of one permission; leave empty (`{}`) for the catalog's defaults.",
        "oneOf": [
          ["type": "null"],
          object(
            [
              "android": ["type": "array", "items": text, "description": "Android permissions this maps to."],
              "precise": ["type": "boolean", "description": "Whether a feature needs precise (fine) location."],
              "platforms": [
                "type": "array", "items": ["enum": FeatureMapKeys.platforms],
                "description": "The platforms the app uses this permission on; unset means every platform it ships.",
              ],
              "description": text,
            ], description: "Options of one permission."),
        ],
      ],
      "feature": object(
        [
          "requires": [
            "description": "Permission ids the feature needs.",
            "oneOf": [
              ["$ref": "#/definitions/permissionID"],
              ["type": "array", "items": ["$ref": "#/definitions/permissionID"]],
            ],
          ],
          "mandatory": ["type": "boolean", "description": "The app cannot work without this feature's permissions."],
          "trigger": ["enum": FeatureMapKeys.triggers, "description": "What starts the feature's flow."],
          "flow": ["type": "string", "description": "The id of the flow under `flows:` that guards the feature."],
          "justification": ["type": "string", "description": "Why the feature needs background access."],
          "accepts-limited": ["type": "boolean", "description": "The feature runs with limited access."],
          "description": text,
        ], description: "A feature gated by permissions."),
      "flow": object(
        [
          "permission": ["$ref": "#/definitions/permissionID"],
          "start": ["type": "string", "description": "The state the flow starts in."],
          "code": [
            "anyOf": [
              ["type": "string"], ["type": "array", "items": ["type": "string"], "minItems": 1],
            ],
            "description":
              "The code that implements the flow: `path` or `path:function` (relative to the map), one or a list.",
          ],
          "states": ["type": "object", "additionalProperties": ["$ref": "#/definitions/state"]],
          "description": text,
        ], description: "A permission flow: a state machine.", required: ["start", "states"]),
      "state": object(
        [
          "action": ["enum": FlowAction.allCases.map(\.rawValue), "description": "What the app does in this state."],
          "permission": ["$ref": "#/definitions/permissionID"],
          "screen": ["$ref": "#/definitions/screen"],
          "on": [
            "type": "object", "propertyNames": ["enum": FlowEvent.all], "additionalProperties": text,
            "description": "Transitions: event to target state.",
          ],
          "next": ["type": "string", "description": "Shorthand for `on: { done: <state> }`."],
          "description": text,
        ], description: "One state of a flow."),
      "screen": object(
        [
          "dismissible": ["type": "boolean", "description": "Whether the user can dismiss it without choosing."],
          "title": copy, "message": copy, "primary": copy, "secondary": copy,
        ], description: "A screen shown in a state."),
    ]
    return [
      "$schema": "http://json-schema.org/draft-07/schema#",
      "$id": "\(PermlintInfo.homepage)/blob/main/\(path)",
      "title": "permlint feature map (permlint.yml)",
      "type": "object",
      "additionalProperties": false,
      "definitions": definitions,
      "properties": [
        "app": ["type": "string", "description": "The app's name."],
        "platforms": ["type": "array", "items": ["enum": FeatureMapKeys.platforms]],
        "locales": ["type": "array", "items": text, "description": "Locales the app ships in."],
        "policies": object(policies, description: "Policies that tune the checks."),
        "permissions": [
          "description": "Permissions the app uses.",
          "oneOf": [
            ["type": "array", "items": ["$ref": "#/definitions/permissionID"]],
            [
              "type": "object", "propertyNames": ["$ref": "#/definitions/permissionID"],
              "additionalProperties": ["$ref": "#/definitions/permission"],
            ],
          ],
        ],
        "features": ["type": "object", "additionalProperties": ["$ref": "#/definitions/feature"]],
        "flows": ["type": "object", "additionalProperties": ["$ref": "#/definitions/flow"]],
      ],
    ]
  }
}
