/**
 * How well the crisis detection does on messages it was never trained on: the "whole" row of README.md's
 * "The safety layer, measured" table (`npm run safety:eval`, held-out part of test/safety-corpus/), as
 * percentages. Update it here, in one place, whenever the README's figures change.
 */
export const DETECTION_FIGURES = {
  /** Where the figures come from, said on the page. */
  measuredOn:
    "la parte di prova del nostro corpus di messaggi in italiano, mai usata per addestrare il modello",
  /** Share of crisis messages that raised the card, per category. */
  recall: [
    { category: "Suicidio", percent: 96.0 },
    { category: "Autolesionismo", percent: 96.8 },
    { category: "Violenza verso altri", percent: 98.4 },
    { category: "Abusi e violenza subita", percent: 96.8 },
  ],
  /**
   * The steadier figure beside one test part: the lowest and highest category recall by cross-validation over the
   * whole training part (README), at a comparable share of false alarms. Parts differ by who wrote them.
   */
  crossValidatedRecall: { lowest: 86.9, highest: 94.4 },
  /** Share of ordinary messages that raised the card anyway. */
  falseAlarmPercent: 0.8,
  /** The goal the project set itself (issue 23). */
  targetRecallPercent: 95,
  targetFalseAlarmPercent: 3,
} as const

/** Whether the test part's figures reach the goal in every category (the cross-validated range may still not). */
export const goalReachedOnTestPart =
  DETECTION_FIGURES.recall.every((row) => row.percent >= DETECTION_FIGURES.targetRecallPercent) &&
  DETECTION_FIGURES.falseAlarmPercent <= DETECTION_FIGURES.targetFalseAlarmPercent

/** When this protocol was last read through and confirmed to match what the code does (YYYY-MM-DD). */
export const PROTOCOL_REVIEWED_ON = "2026-11-28"
