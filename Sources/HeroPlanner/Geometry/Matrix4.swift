/// Determinant and inverse of 4×4 row-major matrices, for transform decomposition.
enum Matrix4 {
  static func determinant(_ m: [Double]) -> Double {
    let (a, b, c, d) = (m[0], m[1], m[2], m[3])
    let (e, f, g, h) = (m[4], m[5], m[6], m[7])
    let (i, j, k, l) = (m[8], m[9], m[10], m[11])
    let (n, o, p, q) = (m[12], m[13], m[14], m[15])
    let kq = k * q - l * p
    let jq = j * q - l * o
    let jp = j * p - k * o
    let iq = i * q - l * n
    let ip = i * p - k * n
    let io = i * o - j * n
    return a * (f * kq - g * jq + h * jp) - b * (e * kq - g * iq + h * ip)
      + c * (e * jq - f * iq + h * io) - d * (e * jp - f * ip + g * io)
  }

  /// Gauss–Jordan elimination with partial pivoting; nil when singular.
  static func inverse(_ m: [Double]) -> [Double]? {
    var a = m
    var inv: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
    for col in 0..<4 {
      var pivot = col
      for row in col..<4 where abs(a[row * 4 + col]) > abs(a[pivot * 4 + col]) { pivot = row }
      guard abs(a[pivot * 4 + col]) > 1e-12 else { return nil }
      if pivot != col {
        for k in 0..<4 {
          a.swapAt(col * 4 + k, pivot * 4 + k)
          inv.swapAt(col * 4 + k, pivot * 4 + k)
        }
      }
      let p = a[col * 4 + col]
      for k in 0..<4 {
        a[col * 4 + k] /= p
        inv[col * 4 + k] /= p
      }
      for row in 0..<4 where row != col {
        let factor = a[row * 4 + col]
        if factor == 0 { continue }
        for k in 0..<4 {
          a[row * 4 + k] -= factor * a[col * 4 + k]
          inv[row * 4 + k] -= factor * inv[col * 4 + k]
        }
      }
    }
    return inv
  }
}
