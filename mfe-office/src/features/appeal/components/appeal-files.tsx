import { usePortal } from 'mfe-shared';
import type { OfficeFile } from 'mfe-shared/schemas';
import { fileUrl } from '../../../api/office-api';
import { formatFileSize } from 'mfe-shared/format';

/** Types a browser shows itself: those get an Open link beside the download. */
const OPENS_IN_BROWSER = /^(application\/pdf|image\/(png|jpeg)|text\/plain)\b/;

/** Files filed with the appeal, each opened in a new tab or downloaded through the API with the staff session. */
export function AppealFiles({ reference, files }: { reference: string; files: OfficeFile[] }) {
  const { api } = usePortal();
  return (
    <ul className="office-files">
      {files.map((file) => (
        <li key={file.id}>
          <strong>{file.name}</strong> ({formatFileSize(file.size)})
          <div className="office-files__links">
            {OPENS_IN_BROWSER.test(file.type) ? (
              <a href={fileUrl(api, reference, file.id, 'inline')} target="_blank" rel="noopener noreferrer">
                Open {file.name}
                <span className="usa-sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            <a href={fileUrl(api, reference, file.id, 'attachment')} download={file.name}>
              Download {file.name}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
