import HeroScene

/// libFuzzer target: any bytes are loaded as a scene file; a bad file must be a located error,
/// never a trap, a hang or a stack overflow.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  _ = try? SceneLoader.load(
    data: UnsafeBufferPointer(start: data, count: size), fileName: "fuzz.json")
  return 0
}
