import Foundation

// A vendored dependency's code is covered by the dependency's own manifest.
let uptime = ProcessInfo.processInfo.systemUptime
