// Word lists the generators draw names from.
import type { Random } from './random.ts';

const FIRST_NAMES = [
  'Anna', 'Ben', 'Clara', 'David', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Karin', 'Lukas', 'Maria', 'Noah',
  'Olga', 'Paul', 'Rosa', 'Simon', 'Tara', 'Umar', 'Vera', 'Walter', 'Yara', 'Zoe', 'Aisha', 'Bruno', 'Chloe', 'Diego',
  'Emma', 'Farid', 'Hannah', 'Ivan', 'Julia', 'Kenji', 'Laura', 'Mateo', 'Nina', 'Oscar', 'Priya', 'Rafael', 'Sofia',
  'Tomas', 'Ursula', 'Victor', 'Wen', 'Xavier', 'Leila', 'Marco', 'Nadia', 'Pedro', 'Rita', 'Sven', 'Tanya', 'Ali',
  'Beatriz', 'Carlos', 'Dana', 'Erik', 'Fatima', 'George', 'Helga', 'Igor', 'Jana', 'Kofi', 'Lena', 'Milan', 'Nora',
  'Omar', 'Petra', 'Quinn', 'Ruth', 'Stefan', 'Tim', 'Uma', 'Vikram', 'Wanda', 'Yusuf', 'Zara', 'Agnes', 'Boris',
];
const LAST_NAMES = [
  'Schmidt', 'Silva', 'Martin', 'Garcia', 'Kowalski', 'Murphy', 'de Vries', 'Huber', 'Novak', 'Rossi', 'Dubois',
  'Fischer', 'Costa', 'Lopez', 'Nowak', 'Kelly', 'Jansen', 'Bauer', 'Svoboda', 'Russo', 'Laurent', 'Weber', 'Santos',
  'Moreno', 'Wojcik', 'Byrne', 'Bakker', 'Wagner', 'Dvorak', 'Ferrari', 'Bernard', 'Becker', 'Pereira', 'Navarro',
  'Lewandowski', 'Walsh', 'Visser', 'Hofmann', 'Cerny', 'Romano', 'Petit', 'Schulz', 'Ferreira', 'Ortiz', 'Kaminski',
  'Ryan', 'Smit', 'Koch', 'Prochazka', 'Greco', 'Moreau', 'Richter', 'Almeida', 'Ramos', 'Zielinski', 'Doyle',
  'Meijer', 'Klein', 'Kral', 'Conti', 'Fournier', 'Wolf', 'Carvalho', 'Vega', 'Szymanski', 'Lynch', 'de Boer',
  'Neumann', 'Horak', 'Marino', 'Girard', 'Braun', 'Rocha', 'Castro', 'Wozniak', 'Quinn', 'Mulder', 'Zimmermann',
];

/** `count` distinct "First Last" names in a seeded order. */
export function personNames(random: Random, count: number): string[] {
  const all = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => `${first} ${last}`));
  if (count > all.length) throw new Error(`only ${all.length} distinct names`);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all.slice(0, count);
}

const COMPANY_WORDS = [
  'Northwind', 'Bluepeak', 'Ironbridge', 'Silverline', 'Oakridge', 'Brightwater', 'Redstone', 'Greenfield', 'Summit',
  'Harbor', 'Evergreen', 'Falcon', 'Granite', 'Horizon', 'Juniper', 'Keystone', 'Lakeside', 'Maple', 'Nimbus',
  'Orion', 'Pinecrest', 'Quarryview', 'Riverbend', 'Sterling', 'Trident', 'Upland', 'Vantage', 'Willow', 'Zenith',
  'Apex', 'Beacon', 'Cobalt', 'Delta', 'Ember', 'Fjord', 'Glacier', 'Highland', 'Indigo', 'Jasper', 'Kestrel',
];
const COMPANY_KINDS = ['Trading', 'Logistics', 'Foods', 'Systems', 'Retail', 'Labs', 'Partners', 'Supply', 'Works', 'Digital'];
const COMPANY_FORMS = ['Ltd', 'Inc', 'GmbH', 'LLC', 'SA', 'Co'];

/** `count` distinct company names such as "Bluepeak Logistics GmbH". */
export function companyNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) names.add(`${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_KINDS)} ${random.pick(COMPANY_FORMS)}`);
  return [...names];
}
