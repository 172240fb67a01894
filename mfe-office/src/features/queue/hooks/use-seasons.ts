import { useEffect, useState } from 'react';
import { usePortal } from 'mfe-shared';
import type { AppealWindow } from 'mfe-shared/schemas';
import { fetchSeasons } from '../../../api/office-api';

/** The county's seasons, newest first, for the season filter; none while loading or if they cannot be read. */
export function useSeasons(): AppealWindow[] {
  const { api } = usePortal();
  const [seasons, setSeasons] = useState<AppealWindow[]>([]);
  useEffect(() => {
    let current = true;
    fetchSeasons(api).then(
      ({ results }) => current && setSeasons([...results].reverse()),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  return seasons;
}
