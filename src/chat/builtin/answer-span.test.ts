// The short answer inside a sentence, by what the question asks for.
import { describe, expect, it } from 'vitest';
import { answerSide, askedNoun, findAnswerSpan } from './answer-span.ts';
import { STOPWORDS, stem, words } from './text.ts';

function span(question: string, sentence: string) {
  const stems = [...new Set(words(question).filter((w) => !STOPWORDS.has(w)).map(stem))];
  return findAnswerSpan(question, sentence, new Map(stems.map((s) => [s, 1 / stems.length])));
}

describe('findAnswerSpan', () => {
  it('quotes a number, a year and a name from the sentence', () => {
    expect(span('How many workers does the plant employ?', 'The plant in Linz employs 1,400 workers on three shifts.')?.text).toBe('1,400');
    expect(span('When did the plant open?', 'The plant opened in March 1961 after two years of work.')?.text).toBe('March 1961');
    expect(span('Other than the 1920s, in which decade did the suburbs grow?', 'Most of the suburbs grew in the 1920s and 1950s, when the tram lines reached them.')?.text).toBe('1950s');
    expect(span('Who designed the bridge?', 'The bridge was designed by Othmar Ammann, who also drew the dam.')?.text).toBe('Othmar Ammann');
  });

  it('takes a name that holds a word of the question, and a place after its preposition', () => {
    expect(span('Which park hosts the summer fair?', 'Kearney Park hosts the summer fair every July.')?.text).toBe('Kearney Park');
    expect(span('Where did the delegates sign the treaty?', 'Worn out by the siege, the Duke signed the treaty with the delegates in Deabolis.')?.text).toBe('Deabolis');
  });

  it('prefers a quoted term, and never answers a question about a reason', () => {
    expect(span('What did the author call his stay at the castle?', 'He called his stay at the castle "my exile" in a letter.')?.text).toBe('my exile');
    expect(span('Why did the plant close?', 'The plant closed because orders fell.')).toBeNull();
  });

  it('answers "what/which NOUN" with the words that modify or name that noun in the sentence', () => {
    expect(askedNoun('What type of surveys locate the buried pipes?')).toBe(stem('surveys'));
    expect(span('What type of surveys locate the buried pipes?', 'The crews run magnetic surveys that locate the buried pipes under the streets.')?.text).toBe('magnetic');
    expect(span('What conjecture says every even number is a sum of two primes?', "Goldbach's conjecture says that every even number greater than two is a sum of two primes.")?.text).toBe("Goldbach's");
  });

  it('reads from the question whether the answer comes before or after its words in the sentence', () => {
    expect(answerSide('What activity keeps the channel open?')).toBe(-1);
    expect(span('What activity keeps the channel open?', 'Regular dredging keeps the channel open for the barges that carry grain.')?.text).toBe('Regular dredging');
    expect(answerSide('What did the mayor promise to do?')).toBe(1);
  });

  it('starts a phrase at its noun, not at the verb before it, unless an action is asked for', () => {
    expect(span('What material did the workshop use for the frames?', 'For the frames the workshop used seasoned oak, which it bought from local farms.')?.text).toBe('seasoned oak');
    expect(span('What did the mayor promise to do?', 'The mayor met the tenants in March and promised to repair the roofs before winter.')?.text).toBe('repair the roofs before winter');
  });

  it('answers a question asking for a name or title with a name, keeping a capitalised asked-for noun before it', () => {
    expect(span("What is the name of the town's winter market?", 'Every year the town holds a winter fair and market called Frost Gate that draws visitors from the coast.')?.text).toBe('Frost Gate');
    expect(span('The canal ends in what lake?', 'The old canal runs north for twelve miles and ends in Lake Tisza near the dam.')?.text).toBe('Lake Tisza');
  });

  it('ends the subject a sentence opens with at its verb', () => {
    expect(span('What pest is notoriously common in the orchards?', 'Blight is a problem on many farms, but is notoriously common in the orchards.')?.text).toBe('Blight');
  });

  it("takes the answer from the slot of the question's verb in the sentence: after it, or before it when the wh-phrase is the subject", () => {
    expect(span('In what sort of places are dry filters used?', 'A dry type filter is similar to a car air filter and is used in locations where water is scarce.')?.text).toBe('locations where water is scarce');
    expect(span('What did the new charter allow as regards trade?', 'The old tolls were kept, while levies on the bridge were made optional, allowing freedom of trade.')?.text).toBe('freedom');
    expect(span('Which Dutch painter painted harbour scenes using only blue pigments?', 'The Dutch painter Jan Vermolen painted harbour scenes with only blue pigments through "cold light".')?.text).toBe('Jan Vermolen');
  });

  it('answers a question asking for several things with the whole list, and one naming members with the others', () => {
    const signs = 'Other signs are common elsewhere: the green cross in France, Argentina, the United Kingdom and India, and a red letter A in Germany.';
    expect(span('Which countries use the green cross as a sign of pharmacy?', signs)?.text).toBe('France, Argentina, the United Kingdom and India');
    const campuses = 'The business school maintains campuses in Singapore, London, and the downtown Streeterville neighborhood of Chicago.';
    expect(span('What other locations does the business school have?', campuses)?.text).toBe('Singapore, London, and the downtown Streeterville neighborhood of Chicago');
    const works = 'Three of his works were published in 1520: To the Christian Nobility, On the Babylonian Captivity of the Church, and On the Freedom of a Christian.';
    expect(span('Besides To the Christian Nobility and On the Babylonian Captivity of the Church, what other work did he publish in 1520?', works)?.text).toBe(
      'On the Freedom of a Christian',
    );
    expect(span('Along with stools and benches, what does the stall sell?', 'The stall sells stools, benches and walnut cradles to visitors.')?.text).toBe('walnut cradles');
  });

  it('is not confident when the sentence holds nothing of the kind asked for', () => {
    const answer = span('How many workers does the plant employ?', 'The plant employs workers from the whole valley.');
    expect(answer?.confident ?? false).toBe(false);
  });
});
