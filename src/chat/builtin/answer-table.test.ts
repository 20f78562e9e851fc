// Each question form of the builtin engine, on tables the test makes, with exact answer values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTableQuestion } from './index.ts';
import type { BuiltinContext, TableAnswer } from './index.ts';
import { EMPLOYEES, OFFICES, makeWorkspace } from '../../../test/fixtures/builtin/workspace-tables.ts';
import type { Workspace } from '../../../test/fixtures/builtin/workspace-tables.ts';

let ws: Workspace;
let both: Workspace;
beforeAll(async () => {
  ws = await makeWorkspace([EMPLOYEES]);
  both = await makeWorkspace([EMPLOYEES, OFFICES]);
});
afterAll(() => {
  ws.close();
  both.close();
});

async function ask(question: string, previous: BuiltinContext | null = null, w: Workspace = ws): Promise<TableAnswer> {
  return answerTableQuestion({ question, tables: w.tables, runSql: w.runSql, previous, dictionaryIdleMs: 60_000 });
}

describe('builtin table answers', () => {
  it('counts rows matching a cell value', async () => {
    const a = await ask('How many employees are in Engineering?');
    expect(a.answer).toBe('There are 4 rows where Department is Engineering.');
    expect(a.confident).toBe(true);
    expect(a.sql[0]).toContain('count(*)');
  });

  it('sums, averages and finds extremes of a column', async () => {
    expect((await ask('What is the total salary in Marketing?')).answer).toBe('The total Salary where Department is Marketing is 119,000.');
    expect((await ask('What is the average salary in Engineering?')).answer).toBe('The average Salary where Department is Engineering is 91,000.');
    expect((await ask('What is the highest salary?')).answer).toBe('The highest Salary is 102,000.');
    expect((await ask('What is the lowest salary in Sales?')).answer).toBe('The lowest Salary where Department is Sales is 47,000.');
  });

  it('counts distinct values', async () => {
    expect((await ask('How many different cities are there?')).answer).toBe('There are 4 different City values.');
  });

  it('groups by a column', async () => {
    const a = await ask('What is the average salary by department?');
    expect(a.answer).toBe('The average Salary by Department:\n- Engineering: 91,000\n- Marketing: 59,500\n- Sales: 49,500');
    expect((await ask('How many employees are there per city?')).answer).toContain('- Berlin: 3\n');
  });

  it('answers superlatives with the row that holds them', async () => {
    expect((await ask('Which employee has the highest salary?')).answer).toBe('Eva Novak has the highest Salary (102,000).');
    expect((await ask('Who has the lowest salary?')).answer).toBe('Grace Lee has the lowest Salary (47,000).');
    expect((await ask('Who was hired first?')).answer).toBe('Eva Novak has the earliest Hired (1988-11-03).');
  });

  it('lists the top N rows', async () => {
    const a = await ask('Who are the top 3 employees by salary?');
    expect(a.answer).toBe('The 3 Name values with the highest Salary are Eva Novak (102,000), Anna Schmidt (95,000) and Dmitri Ivanov (88,000).');
  });

  it('combines value and number filters', async () => {
    expect((await ask('How many employees in Berlin earn over 60,000?')).answer).toBe('There are 2 rows where City is Berlin and Salary is over 60,000.');
  });

  it('filters by years, months and date ranges', async () => {
    expect((await ask('How many employees were hired in 2024?')).answer).toBe('There are 2 rows where Hired is in 2024.');
    expect((await ask('How many employees were hired before 1990?')).answer).toBe('There is 1 row where Hired is before 1990.');
    expect((await ask('How many employees were hired in March 2025?')).answer).toBe('There are 2 rows where Hired is in March 2025.');
  });

  it('matches cells without case or accents and from part of a name', async () => {
    expect((await ask('How many employees are in munchen?')).answer).toBe('There is 1 row where City is München.');
    expect((await ask('What is the salary of Dmitri?')).answer).toBe('The Salary where Name is Dmitri Ivanov is 88,000.');
  });

  it('computes differences between two groups', async () => {
    expect((await ask('How many more employees are in Engineering than in Marketing?')).answer).toBe(
      'The difference in number of rows between Engineering and Marketing is 2 (4 vs 2).',
    );
  });

  it('reads the row after or before another in table order', async () => {
    expect((await ask('Who comes after Dmitri?')).answer).toBe('Chloé Martin is the Name after Dmitri Ivanov.');
    expect((await ask('Who is listed before Ben Carter?')).answer).toBe('Chloé Martin is the Name before Ben Carter.');
  });

  it('counts the rows after a named row', async () => {
    expect((await ask('How many employees are listed after Ben Carter?')).answer).toBe('There are 4 rows where the row comes after Ben Carter.');
  });

  it('looks up a value of a named row', async () => {
    expect((await ask('What is the city of Grace Lee?')).answer).toBe('The City where Name is Grace Lee is Paris.');
  });

  it('answers yes/no questions', async () => {
    expect((await ask('Does Dmitri earn more than 90,000?')).answer).toMatch(/^No, /);
    expect((await ask('Does Anna earn more than 90,000?')).answer).toMatch(/^Yes, /);
  });

  it('inherits the previous question in a follow-up', async () => {
    const first = await ask('What is the average salary in Engineering?');
    const next = await ask('And in Marketing?', first.context);
    expect(next.answer).toBe('The average Salary where Department is Marketing is 59,500.');
    const year = await ask('What about 2024?', first.context);
    expect(year.answer).toBe('The average Salary where Department is Engineering and Hired is in 2024 is 88,000.');
  });

  it('joins two tables on their shared key column', async () => {
    const a = await ask('How many employees work in Germany?', null, both);
    expect(a.answer).toBe('There are 4 rows where Country is Germany.');
    expect(a.tablesUsed).toEqual(['employees', 'offices']);
    expect(a.sql[0]).toContain('JOIN');
  });

  it('finds the value that occurs in the most rows', async () => {
    expect((await ask('Which department has the most employees?')).answer).toBe('Engineering has the most rows (4).');
  });

  it('negates a value filter', async () => {
    expect((await ask('How many employees are not in Engineering?')).answer).toBe('There are 4 rows where Department is not Engineering.');
  });

  it('compares rows with the value of a named row', async () => {
    expect((await ask('Who earns more than Dmitri Ivanov?')).answer).toBe(
      'The Name values where Salary is over that of Dmitri Ivanov and Name is not Dmitri Ivanov are Anna Schmidt and Eva Novak.',
    );
    expect((await ask('Which employees are in the same city as Anna Schmidt?')).answer).toContain('are Eva Novak and Farid Haddad.');
  });

  it('computes the difference of a column between two rows', async () => {
    expect((await ask('What is the difference in salary between Anna Schmidt and Eva Novak?')).answer).toBe(
      'The difference in Salary between Anna Schmidt and Eva Novak is 7,000 (95,000 vs 102,000).',
    );
  });

  it('picks one of two named options', async () => {
    expect((await ask('Which department has more employees, Marketing or Engineering?')).answer).toBe('Engineering has more rows (4) than Marketing (2).');
    expect((await ask('Who has a higher salary, Ben Carter or Grace Lee?')).answer).toBe('Ben Carter has a higher Salary (52,000) than Grace Lee (47,000).');
  });

  it('links question words to columns through WordNet synonyms', async () => {
    expect((await ask('What are the average earnings in Engineering?')).answer).toBe('The average Salary where Department is Engineering is 91,000.');
  });

  it('answers yes/no with a count compared to a number', async () => {
    expect((await ask('Is Berlin listed at least 3 times?')).answer).toBe('Yes: there are 3 matching rows where City is Berlin.');
  });

  it('compares clock times', async () => {
    const laps = await makeWorkspace([
      {
        name: 'laps',
        label: 'laps.csv',
        columns: [
          { name: 'runner', label: 'Runner', type: 'text', sql: 'VARCHAR' },
          { name: 'time', label: 'Time', type: 'text', sql: 'VARCHAR' },
        ],
        rows: [['Ana', '4:05.2'], ['Bo', '4:12.0'], ['Cy', '3:59.9'], ['Di', '4:10.0']],
      },
    ]);
    try {
      const a = await ask('How many runners finished faster than 4:10?', null, laps);
      expect(a.answer).toBe('There are 2 rows where Time is under 4:10.');
      expect((await ask('Who had the fastest time?', null, laps)).answer).toBe('Cy has the lowest Time (3:59.9).');
    } finally {
      laps.close();
    }
  });

  it('does not answer when its query fails', async () => {
    const failing: Workspace = {
      ...ws,
      runSql: async (sql) => {
        if (sql.includes('avg(')) throw new Error('Binder Error: broken');
        return ws.runSql(sql);
      },
    };
    const a = await ask('What is the average salary in Engineering?', null, failing);
    expect(a.confident).toBe(false);
    expect(a.answer).toContain('I could not match this question');
    expect(a.interpretation).toContain('Binder Error: broken');
  });

  it('declines a question it cannot map and says what it can answer', async () => {
    const a = await ask('What is the airspeed velocity of an unladen swallow?');
    expect(a.confident).toBe(false);
    expect(a.sql).toEqual([]);
    expect(a.answer).toContain('employees.csv (8 rows)');
    expect(a.answer).toContain('Salary (number)');
    expect(a.answer).toContain('For example:');
  });
});
