import { GOLDEN, slotOf } from "./risk-vocabulary.ts"

/**
 * Integers below 2^53 met in one message, by open addressing; `clear` empties the set at once by starting a new
 * generation of marks.
 */
export class IntegerSet {
  private keys = new Float64Array(1 << 12)
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

  /** True when the key was not in the set yet. */
  add(key: number): boolean {
    if (this.size * 2 >= this.keys.length) this.grow()
    const mask = this.keys.length - 1
    for (let slot = slotOf(key, mask); ; slot = (slot + 1) & mask) {
      if (this.marks[slot] !== this.generation) {
        this.marks[slot] = this.generation
        this.keys[slot] = key
        this.size++
        return true
      }
      if (this.keys[slot] === key) return false
    }
  }

  private grow() {
    const { keys, marks, generation } = this
    this.keys = new Float64Array(keys.length * 2)
    this.marks = new Uint32Array(keys.length * 2)
    this.generation = 1
    this.size = 0
    for (let slot = 0; slot < keys.length; slot++)
      if (marks[slot] === generation) this.add(keys[slot] as number)
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
