/** Usernames that signed in on this browser, newest first (spec document 2: kept in local browser storage). */
const KEY = 'portal.usernames';
const MAX = 5;

export function recentUsernames(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberUsername(username: string): void {
  const name = username.trim();
  if (!name) return;
  const next = [name, ...recentUsernames().filter((u) => u.toLowerCase() !== name.toLowerCase())].slice(0, MAX);
  localStorage.setItem(KEY, JSON.stringify(next));
}

export function forgetUsername(username: string): void {
  localStorage.setItem(KEY, JSON.stringify(recentUsernames().filter((u) => u !== username)));
}
