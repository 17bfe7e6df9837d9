import HeroImage

/// libFuzzer target: any bytes through the PNG and JPEG decoders (libpng and libjpeg-turbo
/// behind the C shim), the EXIF reader and zlib's inflate. A bad file must be an `ImageError`,
/// never a trap, a leak or a hang; an image that decodes has its size's bytes and survives a
/// round trip through the PNG encoder unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImageDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let limits = ImageLimits(maxPixels: 4_000_000, maxBytes: 1 << 20)
  if let image = try? ImageDecoder.decode(bytes, file: "fuzz", limits: limits) {
    precondition(image.pixels.count == image.width * image.height * 4, "pixels of another size")
    if image.width * image.height <= 16_384 {
      let again = try? ImageDecoder.decode(PNGEncoder.encode(image, level: 1), file: "again")
      precondition(again == image, "the PNG round trip changed the image")
    }
  }
  _ = ExifOrientation.read(fromJPEG: bytes)
  _ = try? Zlib.decompress(bytes, maxBytes: 1 << 20)
  return 0
}
