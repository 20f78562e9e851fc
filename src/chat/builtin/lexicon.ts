// Word lists that tie everyday question wording to column roles and abbreviations in headers.

/** Header abbreviations and the words people use for them. */
export const LABEL_EXPANSIONS: Record<string, string[]> = {
  pts: ['points'], pt: ['points'], pos: ['position', 'place'], pld: ['played', 'games'], gp: ['games', 'played'],
  w: ['wins', 'won'], l: ['losses', 'lost'], d: ['draws', 'drawn'], t: ['ties'], gf: ['goals', 'for', 'scored'],
  ga: ['goals', 'against', 'conceded'], gd: ['goal', 'difference'], att: ['attendance'], pop: ['population'],
  no: ['number'], num: ['number'], nr: ['number'], yr: ['year'], yrs: ['years'], km: ['kilometres', 'kilometers'],
  mi: ['miles'], ht: ['height'], wt: ['weight'], dob: ['born', 'birth'], avg: ['average'], pct: ['percent', 'percentage'],
  qty: ['quantity'], amt: ['amount'], dept: ['department'], div: ['division'], rd: ['round'], rnd: ['round'],
  pick: ['pick', 'picked'], apps: ['appearances', 'games'], app: ['appearances'], gls: ['goals'], ast: ['assists'],
  reb: ['rebounds'], comp: ['competition'], conf: ['conference'], opp: ['opponent'], res: ['result'],
  rank: ['ranked', 'place', 'position'], elev: ['elevation'], est: ['established'], mpg: ['miles'],
  nat: ['nation', 'nationality'], nationality: ['country', 'nation', 'from'], country: ['nation', 'from'],
  nation: ['country', 'from'], salary: ['pay', 'paid', 'earn', 'earns', 'wage'], revenue: ['sales'],
  sales: ['revenue', 'sold'], qty_sold: ['sold'], dept_name: ['department'], hometown: ['from'],
  votes: ['vote'], vote: ['votes'], title: ['name', 'called'], name: ['called', 'named'], venue: ['where', 'place', 'held'],
  location: ['where', 'place', 'held'], city: ['where', 'town'], date: ['when', 'day'], year: ['when', 'season'],
  season: ['year'], time: ['long'], duration: ['long'], length: ['long', 'longer'], height: ['tall', 'taller'], age: ['old', 'older'],
  weight: ['weighed', 'weighs', 'heavier'], floors: ['taller'], gross: ['grossing', 'earned'], attendance: ['crowd', 'attended'],
  capacity: ['hold', 'seats'], area: ['size', 'large', 'big'], population: ['people', 'inhabitants', 'populous'],
  opponent: ['against', 'opponents', 'played'], score: ['scored'], result: ['outcome'], winner: ['won', 'win'],
  director: ['directed'], writer: ['wrote', 'written'], written: ['wrote', 'writer', 'write'], directed: ['director', 'direct'],
  produced: ['producer', 'produce'], composed: ['composer', 'compose'], performed: ['performer', 'perform'], sung: ['sang', 'singer'], composer: ['composed'], artist: ['sang', 'performed', 'singer'],
  album: ['record'], born: ['birth'], party: ['affiliation'], notes: ['note'],
};

/** Header words that mark a column holding people or other named entities ("who ..."). */
export const PERSON_WORDS = new Set(
  ('name player athlete driver rider winner runner candidate artist singer actor actress director writer author ' +
    'composer member person coach manager owner president minister leader captain cyclist swimmer skier boxer ' +
    'wrestler golfer champion nominee recipient pilot jockey trainer representative senator governor mayor ' +
    'incumbent holder employee opponent performer band team club competitor contestant skater')
    .split(' '),
);
export const PLACE_WORDS = new Set(
  'venue location city place country town stadium arena site state nation region ground host where circuit track'.split(' '),
);
export const TIME_WORDS = new Set('date year season when time day month period founded opened established released'.split(' '));

export const MOST_WORDS = new Set(
  'most highest largest greatest biggest maximum max top best longest tallest heaviest oldest more higher larger greater bigger longer taller heavier older better slowest slower'.split(
    ' ',
  ),
);
export const LEAST_WORDS = new Set(
  'least lowest smallest fewest minimum min worst shortest lightest youngest less lower smaller fewer shorter lighter younger worse bottom fastest quickest faster quicker'.split(
    ' ',
  ),
);
/** Superlatives whose order is about time, not size. */
export const EARLY_WORDS = new Set('earliest first oldest earlier sooner'.split(' '));
export const LATE_WORDS = new Set('latest last newest recent later'.split(' '));

export const COMPARATIVE_GT = ['slower than', 'more than', 'greater than', 'higher than', 'larger than', 'bigger than', 'over', 'above', 'exceeding', 'exceeds', 'exceeded', 'after', 'since', 'longer than', 'taller than', 'older than'];
export const COMPARATIVE_GE = ['at least', 'no less than', 'no fewer than', 'or more', 'or greater', 'or higher', 'or above', 'minimum of', 'a minimum of'];
export const COMPARATIVE_LT = ['faster than', 'quicker than', 'less than', 'fewer than', 'lower than', 'smaller than', 'under', 'below', 'before', 'prior to', 'shorter than', 'younger than'];
export const COMPARATIVE_LE = ['at most', 'no more than', 'not more than', 'or less', 'or fewer', 'or lower', 'or below', 'up to', 'maximum of', 'a maximum of'];

/** Adjectives of nationality, for cells that name the country ("German teams" -> Germany). */
export const DEMONYMS: Record<string, string[]> = {
  american: ['united states', 'usa', 'us'], british: ['united kingdom', 'great britain', 'uk', 'england'], english: ['england'],
  german: ['germany', 'west germany', 'ger'], french: ['france', 'fra'], italian: ['italy', 'ita'], spanish: ['spain', 'esp'],
  japanese: ['japan', 'jpn'], chinese: ['china', 'chn'], russian: ['russia', 'rus'], canadian: ['canada', 'can'],
  australian: ['australia', 'aus'], mexican: ['mexico', 'mex'], brazilian: ['brazil', 'bra'], argentine: ['argentina'],
  argentinian: ['argentina'], dutch: ['netherlands', 'ned'], swedish: ['sweden', 'swe'], norwegian: ['norway', 'nor'],
  danish: ['denmark', 'den'], finnish: ['finland', 'fin'], polish: ['poland', 'pol'], irish: ['ireland', 'irl'],
  scottish: ['scotland'], welsh: ['wales'], swiss: ['switzerland', 'sui'], austrian: ['austria', 'aut'],
  belgian: ['belgium', 'bel'], portuguese: ['portugal', 'por'], greek: ['greece', 'gre'], turkish: ['turkey', 'tur'],
  indian: ['india', 'ind'], korean: ['south korea', 'korea', 'kor'], kenyan: ['kenya', 'ken'], ethiopian: ['ethiopia', 'eth'],
  egyptian: ['egypt'], nigerian: ['nigeria'], jamaican: ['jamaica', 'jam'], cuban: ['cuba', 'cub'], czech: ['czech republic', 'cze'],
  hungarian: ['hungary', 'hun'], romanian: ['romania', 'rou'], ukrainian: ['ukraine', 'ukr'], israeli: ['israel'],
  iranian: ['iran'], pakistani: ['pakistan'], thai: ['thailand'], vietnamese: ['vietnam'], filipino: ['philippines'],
  indonesian: ['indonesia'], malaysian: ['malaysia'], chilean: ['chile'], colombian: ['colombia'], peruvian: ['peru'],
  venezuelan: ['venezuela'], croatian: ['croatia', 'cro'], serbian: ['serbia', 'srb'], slovak: ['slovakia'], slovenian: ['slovenia'],
  bulgarian: ['bulgaria'], estonian: ['estonia'], latvian: ['latvia'], lithuanian: ['lithuania'], icelandic: ['iceland'],
  soviet: ['soviet union', 'urs', 'ussr'], zealander: ['new zealand'], african: ['south africa'],
};

/** Speed words: "fastest" is the lowest time but the highest speed. */
export const SPEED_WORDS = new Set(['fastest', 'quickest', 'faster', 'quicker', 'slowest', 'slower']);
