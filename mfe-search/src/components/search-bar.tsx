import { useState, type FormEvent } from 'react';
import { useNavigate } from 'mfe-shared/router';
import { useCountyText } from 'mfe-shared';
import { useT } from '../i18n/home';

/** The search form: a non-empty term goes to the first page of results; an empty one does nothing. */
export function SearchBar({ initialTerm = '', id = 'property-search' }: { initialTerm?: string; id?: string }) {
  const navigate = useNavigate();
  const t = useT();
  const searchText = useCountyText('appeal.search_text');
  const [term, setTerm] = useState(initialTerm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) navigate(`/search/${encodeURIComponent(trimmed)}/1`);
  };

  return (
    <form className="portal-search" role="search" onSubmit={submit}>
      <label className="usa-label" htmlFor={id}>
        {searchText}
      </label>
      <div className="portal-search__row">
        <input className="usa-input" id={id} type="search" name="q" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
        <button className="usa-button" type="submit">
          {t('search.bar.submit')}
        </button>
      </div>
    </form>
  );
}
