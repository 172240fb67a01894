import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useFormsT } from '../i18n/forms-catalogue';
import { useMessageText } from '../i18n/message-text';

export interface FieldError {
  /** The id of the field the message is about. */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK error summary: takes focus when it appears and links each message to its field.
 * Links are handled by script because the site's routes live in the URL hash.
 */
export interface ErrorSummaryProps {
  errors: FieldError[];
  title?: string;
  /**
   * When given, the summary takes focus each time this changes (each attempt to go on) instead of
   * whenever the messages change, so a summary that follows the fields as they are corrected
   * never pulls focus away from the field being typed in.
   */
  focusKey?: string | number;
}

export function ErrorSummary({ errors, title: given, focusKey }: ErrorSummaryProps) {
  const t = useFormsT();
  const say = useMessageText();
  const title = given ?? t('shared.errorSummary.title');
  const ref = useRef<HTMLDivElement>(null);
  // A page may hold two forms with a summary each (a season's days beside adding a season).
  const titleId = useId();
  const signature = errors.map((e) => `${e.fieldId}:${e.message}`).join('|');
  // The attempt the summary last took focus for: the messages of an attempt may arrive a render
  // after its key, and later changes of the messages must not take focus again.
  const focusedFor = useRef<string | number | undefined>(undefined);
  useEffect(() => {
    if (!signature) return;
    if (focusKey === undefined) {
      ref.current?.focus();
    } else if (focusedFor.current !== focusKey) {
      focusedFor.current = focusKey;
      ref.current?.focus();
    }
  }, [signature, focusKey]);
  // GOV.UK's pattern: while the summary shows, the tab's title starts "Error: ", so a screen-reader
  // user who lands on the page hears there is a problem first. Embedded (in the county page's shadow
  // root) the tab is the county's own.
  const prefixed = useRef<string | null>(null);
  const shown = errors.length > 0;
  const pageTitle = t('shared.errorSummary.pageTitle', { title: '' });
  useEffect(() => {
    if (!shown || ref.current?.getRootNode() instanceof ShadowRoot) return undefined;
    const plain = document.title;
    if (!plain.startsWith(pageTitle)) document.title = t('shared.errorSummary.pageTitle', { title: plain });
    prefixed.current = document.title;
    return () => {
      // Only the title it made: a new screen's own title stays as that screen set it.
      if (document.title === prefixed.current) document.title = document.title.slice(pageTitle.length);
    };
  }, [shown, pageTitle, t]);
  if (errors.length === 0) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    // The field's tree: the document, or the embed's shadow root, which the document cannot see into.
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const field = root.getElementById(fieldId);
    field?.scrollIntoView({ block: 'center' });
    field?.focus();
  };

  return (
    <div className="usa-alert usa-alert--error" role="alert" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" id={titleId}>
          {title}
        </h2>
        <ul className="usa-list usa-list--unstyled">
          {errors.map((error) => (
            <li key={error.fieldId + error.message}>
              <a href={`#${error.fieldId}`} onClick={(event) => goTo(event, error.fieldId)}>
                {say(error.message)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
