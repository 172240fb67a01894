import { useState, type FormEvent } from 'react';
import { useNavigate } from 'mfe-shared/router';
import { useSettings } from 'mfe-shared';

/** The search form: a non-empty term goes to the first page of results; an empty one does nothing. */
export function SearchBar({ initialTerm = '', id = 'property-search' }: { initialTerm?: string; id?: string }) {
  const navigate = useNavigate();
  const settings = useSettings();
  const [term, setTerm] = useState(initialTerm);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) navigate(`/search/${encodeURIComponent(trimmed)}/1`);
  };

  return (
    <form className="portal-search" role="search" onSubmit={submit}>
      <label className="usa-label" htmlFor={id}>
        {settings['appeal.search_text']}
      </label>
      <div className="portal-search__row">
        <input className="usa-input" id={id} type="search" name="q" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
        <button className="usa-button" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
