// The API key lives in sessionStorage: gone when the tab closes, never written to disk by the console.
const KEY = 'quarry.apiKey';

export const session = {
  load: (): string | null => sessionStorage.getItem(KEY),
  save: (key: string) => sessionStorage.setItem(KEY, key),
  clear: () => sessionStorage.removeItem(KEY),
};
