import { usePortal } from 'mfe-shared';
import type { OfficeFile } from 'mfe-shared/schemas';
import { fileUrl } from '../../../api/office-api';
import { FileLinks } from '../../../components/file-links';

/** Files filed with the appeal, through GET /office/appeals/{reference}/files/{id}. */
export function AppealFiles({ reference, files }: { reference: string; files: OfficeFile[] }) {
  const { api } = usePortal();
  return <FileLinks files={files} urlOf={(fileId, disposition) => fileUrl(api, reference, fileId, disposition)} />;
}
