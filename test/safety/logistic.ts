/**
 * Multinomial logistic regression (softmax) with L2, fitted by L-BFGS on the whole batch: no random start, no
 * shuffling, the same sums in the same order, so the same corpus always gives the same weights to the bit.
 */
export interface Sample {
  /** Indices of the features present, and what each is worth (binary features, length-normalised). */
  readonly features: Int32Array
  readonly values: Float64Array
  readonly label: number
  readonly weight: number
}

export interface SoftmaxModel {
  readonly classes: number
  readonly features: number
  /** Feature-major: weights[f * classes + k]. */
  readonly weights: Float64Array
  readonly bias: Float64Array
}

export interface FitOptions {
  readonly l2: number
  readonly iterations: number
}

/** Scores of every class for one sample. */
export const logits = (model: SoftmaxModel, sample: Pick<Sample, "features" | "values">): Float64Array => {
  const z = Float64Array.from(model.bias)
  const { features, values } = sample
  for (let i = 0; i < features.length; i++) {
    const at = features[i]! * model.classes
    const value = values[i]!
    for (let k = 0; k < model.classes; k++) z[k]! += model.weights[at + k]! * value
  }
  return z
}

const softmax = (z: Float64Array): Float64Array => {
  let max = -Infinity
  for (const v of z) max = Math.max(max, v)
  let sum = 0
  const p = z.map((v) => {
    const e = Math.exp(v - max)
    sum += e
    return e
  })
  return p.map((v) => v / sum)
}

/** Loss and gradient at `theta` (weights then biases). */
const lossAndGradient = (
  theta: Float64Array,
  samples: ReadonlyArray<Sample>,
  shape: { classes: number; features: number },
  l2: number,
): { loss: number; gradient: Float64Array } => {
  const { classes, features } = shape
  const model: SoftmaxModel = {
    classes,
    features,
    weights: theta.subarray(0, features * classes),
    bias: theta.subarray(features * classes),
  }
  const gradient = new Float64Array(theta.length)
  let total = 0
  let loss = 0
  for (const sample of samples) {
    const p = softmax(logits(model, sample))
    loss -= sample.weight * Math.log(Math.max(p[sample.label]!, 1e-300))
    total += sample.weight
    const d = new Float64Array(classes)
    for (let k = 0; k < classes; k++) {
      d[k] = sample.weight * (p[k]! - (k === sample.label ? 1 : 0))
      gradient[features * classes + k]! += d[k]!
    }
    for (let i = 0; i < sample.features.length; i++) {
      const at = sample.features[i]! * classes
      const value = sample.values[i]!
      for (let k = 0; k < classes; k++) gradient[at + k]! += d[k]! * value
    }
  }
  for (let i = 0; i < gradient.length; i++) gradient[i]! /= total
  loss /= total
  for (let i = 0; i < features * classes; i++) {
    loss += 0.5 * l2 * theta[i]! * theta[i]!
    gradient[i]! += l2 * theta[i]!
  }
  return { loss, gradient }
}

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!
  return s
}

/** L-BFGS (memory 10) with a backtracking Armijo line search. */
export const fitSoftmax = (
  samples: ReadonlyArray<Sample>,
  shape: { classes: number; features: number },
  options: FitOptions,
): SoftmaxModel => {
  const size = shape.features * shape.classes + shape.classes
  let theta = new Float64Array(size)
  let { loss, gradient } = lossAndGradient(theta, samples, shape, options.l2)
  const history: Array<{ s: Float64Array; y: Float64Array; rho: number }> = []
  for (let iteration = 0; iteration < options.iterations; iteration++) {
    const direction = Float64Array.from(gradient)
    const alphas: Array<number> = []
    for (let i = history.length - 1; i >= 0; i--) {
      const { s, y, rho } = history[i]!
      const alpha = rho * dot(s, direction)
      alphas[i] = alpha
      for (let j = 0; j < size; j++) direction[j]! -= alpha * y[j]!
    }
    const last = history.at(-1)
    const scale = last ? dot(last.s, last.y) / dot(last.y, last.y) : 1 / Math.sqrt(dot(gradient, gradient))
    for (let j = 0; j < size; j++) direction[j]! *= scale
    for (let i = 0; i < history.length; i++) {
      const { s, y, rho } = history[i]!
      const beta = rho * dot(y, direction)
      for (let j = 0; j < size; j++) direction[j]! += s[j]! * (alphas[i]! - beta)
    }
    const slope = -dot(gradient, direction)
    if (slope >= 0) break
    let step = 1
    let next = theta.map((v, j) => v - step * direction[j]!)
    let trial = lossAndGradient(next, samples, shape, options.l2)
    while (trial.loss > loss + 1e-4 * step * slope && step > 1e-10) {
      step /= 2
      next = theta.map((v, j) => v - step * direction[j]!)
      trial = lossAndGradient(next, samples, shape, options.l2)
    }
    const s = next.map((v, j) => v - theta[j]!)
    const y = trial.gradient.map((v, j) => v - gradient[j]!)
    const sy = dot(s, y)
    if (sy > 1e-12) history.push({ s, y, rho: 1 / sy })
    if (history.length > 10) history.shift()
    const improvement = loss - trial.loss
    theta = next
    loss = trial.loss
    gradient = trial.gradient
    if (improvement < 1e-9 * Math.max(1, Math.abs(loss))) break
  }
  return {
    classes: shape.classes,
    features: shape.features,
    weights: theta.slice(0, shape.features * shape.classes),
    bias: theta.slice(shape.features * shape.classes),
  }
}
