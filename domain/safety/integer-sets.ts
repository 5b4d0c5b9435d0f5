/** 2^32 over the golden ratio: multiplying by it spreads integers over a table (Fibonacci hashing). */
export const GOLDEN = 0x9e37_79b1

/** The slot of a pair of int32s in a table of mask + 1 slots. */
export const pairSlot = (first: number, second: number, mask: number) => {
  const hash = Math.imul(Math.imul(first, GOLDEN) ^ second, 0x85eb_ca6b)
  return (hash ^ (hash >>> 15)) & mask
}

/**
 * Pairs of ids met in one message (two words, two stems), by open addressing; `clear` empties the set at once by
 * starting a new generation of marks. Ids, not one number for the pair: nothing to box.
 */
export class PairSet {
  private firsts = new Int32Array(1 << 12)
  private seconds = new Int32Array(1 << 12)
  private marks = new Uint32Array(1 << 12)
  private generation = 1
  private size = 0

  clear() {
    this.size = 0
    if (++this.generation === 0xffff_ffff) {
      this.marks.fill(0)
      this.generation = 1
    }
  }

  /** True when the pair was not in the set yet. */
  add(first: number, second: number): boolean {
    if (this.size * 2 >= this.firsts.length) this.grow()
    const { firsts, seconds, marks, generation } = this
    const mask = firsts.length - 1
    for (let slot = pairSlot(first, second, mask); ; slot = (slot + 1) & mask) {
      if (marks[slot] !== generation) {
        marks[slot] = generation
        firsts[slot] = first
        seconds[slot] = second
        this.size++
        return true
      }
      if (firsts[slot] === first && seconds[slot] === second) return false
    }
  }

  private grow() {
    const { firsts, seconds, marks, generation } = this
    this.firsts = new Int32Array(firsts.length * 2)
    this.seconds = new Int32Array(firsts.length * 2)
    this.marks = new Uint32Array(firsts.length * 2)
    this.generation = 1
    this.size = 0
    for (let slot = 0; slot < firsts.length; slot++)
      if (marks[slot] === generation) this.add(firsts[slot] as number, seconds[slot] as number)
  }
}

/** Positive int32s met in one message (letter n-grams the model does not weigh), like IntegerSet. */
export class GramSet {
  private keys = new Int32Array(1 << 12)
  private marks = new Uint32Array(1 << 12)
  private shift = 20
  private generation = 1
  private size = 0

  clear() {
    this.size = 0
    if (++this.generation === 0xffff_ffff) {
      this.marks.fill(0)
      this.generation = 1
    }
  }

  /** True when the n-gram was not in the set yet. */
  add(gram: number): boolean {
    if (this.size * 2 >= this.keys.length) this.grow()
    const mask = this.keys.length - 1
    for (let slot = Math.imul(gram, GOLDEN) >>> this.shift; ; slot = (slot + 1) & mask) {
      if (this.marks[slot] !== this.generation) {
        this.marks[slot] = this.generation
        this.keys[slot] = gram
        this.size++
        return true
      }
      if (this.keys[slot] === gram) return false
    }
  }

  private grow() {
    const { keys, marks, generation } = this
    this.keys = new Int32Array(keys.length * 2)
    this.marks = new Uint32Array(keys.length * 2)
    this.shift--
    this.generation = 1
    this.size = 0
    for (let slot = 0; slot < keys.length; slot++)
      if (marks[slot] === generation) this.add(keys[slot] as number)
  }
}
