/**
 * Contexts that change what a sentence means: a film, a book, the news or a lesson make a topic word a topic
 * ("il film parlava di suicidio"); a joke or a habit of speech makes a quoted threat a quote
 * ("mio fratello ha scritto 'ti uccido', ovviamente scherzava").
 */

/** A clause about a story, the news or a lesson: topic words in it are topics, not disclosures. */
export const STORY_OR_STUDY =
  /\b(?:film|serie|episodio|puntata|libro|libri|romanzo|racconto|fumetto|cartone|personaggio|protagonista|canzone|podcast|documentario|videogioc\w*|gioco|tg|telegiornale|giornale|notizi\w*|articolo|tesi|esame|corso|lezione|conferenza|presentazione|letteratura|campagn\w*|prevenzione|horror|giallo|meme)\b/

/** Markers that what is quoted or threatened is a joke or a habit of speech. */
const JEST =
  /\b(?:scherz\w*|ridendo|per ridere|abbiamo riso|ridere|battuta|modo di dire|dice sempre|diceva sempre|meme|ah(?:ah)+|ha(?:ha)+|lol)\b/

/** Quoted words: 'mi sparo', "ti ammazzo", «voglio vivere». An apostrophe inside a word is not a quote. */
const QUOTED = /(^|[\s(:,])['"«“‘]([^'"»”’\n]+?)['"»”’](?=[\s,.;:!?)]|$)/g

/**
 * Drops quoted words when the message says they were a joke or a habit of speech; otherwise they stay (a threat
 * someone said to the user, quoted, is a disclosure).
 */
export const withoutJokingQuotes = (text: string): string => {
  const outside = text.replace(QUOTED, "$1")
  return JEST.test(outside.toLowerCase()) ? outside : text
}

/** True when the (folded) message marks itself as a joke: threats in it are not read as plans. */
export const isJoking = (folded: string): boolean => JEST.test(folded)
