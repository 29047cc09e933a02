/**
 * Seeded pseudo-random numbers: xoshiro128** (Blackman and Vigna, 2018) seeded through splitmix32, and
 * standard normals by the ziggurat method. Written here so results do not depend on the platform.
 */
export class Random {
  private s0 = 0;
  private s1 = 0;
  private s2 = 0;
  private s3 = 0;

  constructor(seed: number) {
    let x = seed >>> 0;
    const splitmix = (): number => {
      x = (x + 0x9e3779b9) | 0;
      let z = x;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    // Held as signed 32-bit values (every use goes through ToInt32, so the bits are the same): a field that once
    // held a uint32 above 2^31 is a boxed double, and every step of the generator would convert it.
    this.s0 = splitmix() | 0;
    this.s1 = splitmix() | 0;
    this.s2 = splitmix() | 0;
    this.s3 = splitmix() | 0;
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  /** Next 32-bit unsigned integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** Uniform on the open interval (0, 1). */
  uniform(): number {
    return (this.nextUint32() + 0.5) / 4294967296;
  }

  /**
   * Standard normal by the ziggurat method (Marsaglia and Tsang, 2000) with 128 layers. One 32-bit draw gives
   * the layer (low 7 bits) and a signed 25-bit value (the other bits), so layer and value are independent;
   * about 99% of draws need nothing more than a multiply and a compare.
   */
  normal(): number {
    return this.normalFrom(this.nextUint32() | 0);
  }

  /**
   * Fills `out[0 .. count - 1]` with standard normals: the values of `count` calls of `normal()`, with the generator's
   * state held in locals and the ziggurat's fast path inline (the trials' draws of a year).
   */
  fillNormals(out: Float64Array, count: number): void {
    let s0 = this.s0;
    let s1 = this.s1;
    let s2 = this.s2;
    let s3 = this.s3;
    // The tables in locals and the rotations written out: module bindings are loaded and checked at every step.
    const zigK = ZIG_K;
    const zigW = ZIG_W;
    let k = 0;
    let u = 0;
    for (;;) {
      // Four normals a step of the fast path (the loop's own work and the arrays' checks once for four); a draw
      // outside its layer's box leaves the loop with `k` at its normal and `slow` set, for the rest of the ziggurat.
      let slow = false;
      let m = 0;
      let t = 0;
      let iz = 0;
      let hz = 0;
      for (; k + 3 < count; k += 4) {
        m = Math.imul(s1, 5);
        u = Math.imul((m << 7) | (m >>> 25), 9);
        t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        iz = u & 127;
        hz = u >> 7;
        if (!(Math.abs(hz) < zigK[iz])) {
          slow = true;
          break;
        }
        out[k] = hz * zigW[iz];
        m = Math.imul(s1, 5);
        u = Math.imul((m << 7) | (m >>> 25), 9);
        t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        iz = u & 127;
        hz = u >> 7;
        if (!(Math.abs(hz) < zigK[iz])) {
          k += 1;
          slow = true;
          break;
        }
        out[k + 1] = hz * zigW[iz];
        m = Math.imul(s1, 5);
        u = Math.imul((m << 7) | (m >>> 25), 9);
        t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        iz = u & 127;
        hz = u >> 7;
        if (!(Math.abs(hz) < zigK[iz])) {
          k += 2;
          slow = true;
          break;
        }
        out[k + 2] = hz * zigW[iz];
        m = Math.imul(s1, 5);
        u = Math.imul((m << 7) | (m >>> 25), 9);
        t = s1 << 9;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 11) | (s3 >>> 21);
        iz = u & 127;
        hz = u >> 7;
        if (!(Math.abs(hz) < zigK[iz])) {
          k += 3;
          slow = true;
          break;
        }
        out[k + 3] = hz * zigW[iz];
      }
      if (!slow) {
        // The last normals (fewer than four) one at a time.
        for (; k < count; k++) {
          m = Math.imul(s1, 5);
          u = Math.imul((m << 7) | (m >>> 25), 9);
          t = s1 << 9;
          s2 ^= s0;
          s3 ^= s1;
          s1 ^= s2;
          s0 ^= s3;
          s2 ^= t;
          s3 = (s3 << 11) | (s3 >>> 21);
          iz = u & 127;
          hz = u >> 7;
          if (!(Math.abs(hz) < zigK[iz])) {
            slow = true;
            break;
          }
          out[k] = hz * zigW[iz];
        }
        if (!slow) break;
      }
      this.s0 = s0;
      this.s1 = s1;
      this.s2 = s2;
      this.s3 = s3;
      out[k] = this.normalFrom(u);
      s0 = this.s0;
      s1 = this.s1;
      s2 = this.s2;
      s3 = this.s3;
      k++;
    }
    this.s0 = s0;
    this.s1 = s1;
    this.s2 = s2;
    this.s3 = s3;
  }

  /** The ziggurat from a first draw `u` (signed 32 bits): further draws only when it falls outside the layer's box. */
  private normalFrom(u: number): number {
    for (;;) {
      const iz = u & 127;
      const hz = u >> 7;
      if (Math.abs(hz) < ZIG_K[iz]) return hz * ZIG_W[iz];
      const x = hz * ZIG_W[iz];
      if (iz === 0) {
        // Tail beyond R: Marsaglia's exponential rejection.
        let tx = 0;
        let ty = 0;
        do {
          tx = -Math.log(this.uniform()) / ZIG_R;
          ty = -Math.log(this.uniform());
        } while (ty + ty < tx * tx);
        return hz > 0 ? ZIG_R + tx : -ZIG_R - tx;
      }
      if (ZIG_F[iz] + this.uniform() * (ZIG_F[iz - 1] - ZIG_F[iz]) < Math.exp(-0.5 * x * x)) return x;
      u = this.nextUint32() | 0;
    }
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** Ziggurat tables for the standard normal, 128 layers (Marsaglia and Tsang, 2000), for 25-bit signed values. */
const ZIG_R = 3.442619855899;
const ZIG_K = new Int32Array(128);
const ZIG_W = new Float64Array(128);
const ZIG_F = new Float64Array(128);
(() => {
  const scale = 16777216; // 2^24: magnitude of a 25-bit signed value
  const v = 9.91256303526217e-3;
  let d = ZIG_R;
  let t = d;
  const q = v / Math.exp(-0.5 * d * d);
  ZIG_K[0] = Math.floor((d / q) * scale);
  ZIG_K[1] = 0;
  ZIG_W[0] = q / scale;
  ZIG_W[127] = d / scale;
  ZIG_F[0] = 1;
  ZIG_F[127] = Math.exp(-0.5 * d * d);
  for (let i = 126; i >= 1; i--) {
    d = Math.sqrt(-2 * Math.log(v / d + Math.exp(-0.5 * d * d)));
    ZIG_K[i + 1] = Math.floor((d / t) * scale);
    t = d;
    ZIG_F[i] = Math.exp(-0.5 * d * d);
    ZIG_W[i] = d / scale;
  }
})();
