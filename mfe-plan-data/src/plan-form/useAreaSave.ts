import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { refusedInputs, useUnsavedChanges } from '@portal/shared';
import type { FormErrors } from './formErrors';

/** What an area editor offers the page or onboarding step around it. */
export interface AreaEditorHandle {
  /** Validates and saves; true when everything was saved (or there was nothing to save). */
  save: () => Promise<boolean>;
  dirty: () => boolean;
}

export type SaveOutcome = 'saved' | 'invalid' | 'refused' | 'failed' | null;

/**
 * Runs an area's save: collects field messages into `errors`, reports the outcome, and stops a second save
 * from starting while one runs. `dirty` (the area's own edits not yet saved) joins the portal's one guard of
 * unsaved changes: leaving the area then asks "Leave without saving?".
 */
export function useAreaSave(run: (errors: FormErrors) => Promise<boolean>, dirty = false, what = 'this page') {
  useUnsavedChanges(dirty, what);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const busy = useRef(false);
  const runRef = useRef(run);
  useLayoutEffect(() => {
    runRef.current = run;
  });

  useEffect(() => {
    if (outcome !== 'saved') return;
    const t = setTimeout(() => setOutcome(null), 5000);
    return () => clearTimeout(t);
  }, [outcome]);

  const save = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    if (refusedInputs().length > 0) {
      // A number field holds text that spells no number: nothing is sent (the field and the note at the top say why).
      setOutcome('refused');
      return false;
    }
    busy.current = true;
    setSaving(true);
    const collected: FormErrors = {};
    try {
      const ok = await runRef.current(collected);
      setErrors(collected);
      setOutcome(ok ? 'saved' : Object.keys(collected).length > 0 ? 'invalid' : 'failed');
      return ok;
    } catch {
      setErrors(collected);
      setOutcome('failed');
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);

  return { errors, setErrors, saving, outcome, save };
}
