import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { APP_TITLE } from '@portal/shared';

export function documentTitle(title?: string): string {
  return title ? `${title} | ${APP_TITLE}` : APP_TITLE;
}

/** document.title from the deepest route with a title; the portal name when none has one. */
export function PageTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().map((m) => (m.handle as { title?: string } | undefined)?.title).find(Boolean);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}
