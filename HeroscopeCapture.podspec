# HeroscopeCapture: one Swift file for the Debug build of an app that uses Hero; it writes every
# Hero transition as a heroscope scene (docs/capture.md).
#
#   pod 'HeroscopeCapture', :configurations => ['Debug']
Pod::Spec.new do |s|
  s.name          = 'HeroscopeCapture'
  s.version       = '1.0.0'
  s.summary       = 'Captures Hero transitions from a running app as heroscope scenes.'
  s.description   = <<-DESC
    A Hero plugin that, at the start of every transition, writes both screens, every view's
    declared modifiers and Hero's own resolved target states as a scene file heroscope can
    play, plan, check and compare with Hero (check --against-hero).
  DESC
  s.homepage      = 'https://github.com/heroscope/heroscope'
  s.license       = { :type => 'MIT' }
  s.author        = 'heroscope'
  s.source        = { :git => 'https://github.com/heroscope/heroscope.git', :tag => s.version.to_s }
  # nonisolated(unsafe) locals need the Swift 5.10 compiler (Xcode 15.3).
  s.swift_version = '5.10'
  # iOS only: the capture names UIModalPresentationStyle.popover, which tvOS lacks.
  s.ios.deployment_target  = '13.0'
  s.source_files  = 'Capture/HeroscopeCapture.swift'
  s.frameworks    = 'UIKit'
  s.dependency 'Hero', '~> 1.6'
end
