// Every item of a paged list: pages of 100 (the API's maximum) until the total is reached.
const PAGE = 100;

export async function listAll<K extends string, T>(key: K, page: (query: { limit: number; offset: number }) => Promise<{ total: number } & { [P in K]: T[] }>): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const body = await page({ limit: PAGE, offset });
    all.push(...body[key]);
    if (all.length >= body.total || body[key].length === 0) return all;
  }
}
