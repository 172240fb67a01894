import { useRef, useState, type ChangeEvent } from 'react';
import type { UploadedDocument } from '../schemas/appeal';
import { DELETE_TOKEN_HEADER, type UploadedFile } from 'mfe-shared/schemas';
import { UPLOAD_MESSAGES, announce, translate, usePortal, useSettings } from 'mfe-shared';
import { useSharedT } from '../i18n/shared-catalogue';
import { Alert } from './alert';
import { Button } from './button';
import { ALLOWED_EXTENSIONS, DEFAULT_MAX_UPLOAD_BYTES, DEFAULT_MAX_UPLOAD_FILES, hasAllowedExtension, sanitiseFileName } from '../rules/upload-rules';
import { formatFileSize } from 'mfe-shared/format';

// Some systems give no type for .csv, .rtf or .doc; the server checks the bytes against this claim.
const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
};

function contentTypeOf(file: File): string {
  return file.type || TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || 'application/octet-stream';
}

/** One of UPLOAD_MESSAGES (thrown here) in the active language; the API's answers come in it already. */
function uploadMessage(message: string): string {
  const name = Object.keys(UPLOAD_MESSAGES).find((key) => UPLOAD_MESSAGES[key as keyof typeof UPLOAD_MESSAGES] === message);
  return name ? translate(`shared.UPLOAD_MESSAGES.${name}`, undefined, message) : message;
}

interface InProgress {
  key: number;
  name: string;
  percent: number;
}

export interface UploadListProps {
  id: string;
  label: string;
  hint?: string;
  documents: UploadedDocument[];
  onChange: (update: (documents: UploadedDocument[]) => UploadedDocument[]) => void;
  /** Fewer files than the county's file_upload.max_files (a change request takes one). */
  maxFiles?: number;
}

/**
 * The upload list (docs/product.md#uploads): each file goes up on its own with a percentage, then
 * is listed with its size and a Remove button; a failed one is dropped with an alert saying why.
 */
export function UploadList({ id, label, hint, documents, onChange, maxFiles: fewerFiles }: UploadListProps) {
  const { api } = usePortal();
  const t = useSharedT();
  const files = (count: number) => t('shared.upload.files', { count });
  const settings = useSettings();
  const maxSize = settings['file_upload.max_size'] ?? DEFAULT_MAX_UPLOAD_BYTES;
  const maxFiles = Math.min(fewerFiles ?? Infinity, settings['file_upload.max_files'] ?? DEFAULT_MAX_UPLOAD_FILES);
  const endpoint = settings['appeal.use_new_document_upload'] ? '/documents' : '/files';
  const [uploading, setUploading] = useState<InProgress[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const nextKey = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const full = documents.length + uploading.length >= maxFiles;

  const fail = (message: string) => {
    setProblems((current) => [...current, message]);
    announce(message, 'assertive');
  };

  const uploadOne = async (file: File) => {
    const name = sanitiseFileName(file.name);
    const key = nextKey.current++;
    setUploading((current) => [...current, { key, name, percent: 0 }]);
    try {
      if (file.size > maxSize) throw new Error(UPLOAD_MESSAGES.tooLarge);
      const type = contentTypeOf(file);
      const stored = await api.upload<UploadedFile>(endpoint, file, {
        headers: { 'Content-Type': type, 'X-Original-Name': name, 'X-Convert-To-Pdf': 'false' },
        onProgress: (percent) => setUploading((current) => current.map((item) => (item.key === key ? { ...item, percent } : item))),
      });
      // The delete token stays with the document (and so in the draft the browser keeps): only it removes the file again.
      const deleteToken = typeof stored.deleteToken === 'string' ? { deleteToken: stored.deleteToken } : {};
      onChange((current) => [...current, { id: stored.id, name, size: file.size, type, lastModified: file.lastModified, ...deleteToken }]);
      announce(t('shared.upload.uploaded', { name }));
    } catch (error) {
      fail(t('shared.upload.failed', { file: name, message: uploadMessage(error instanceof Error ? error.message : UPLOAD_MESSAGES.failed) }));
    } finally {
      setUploading((current) => current.filter((item) => item.key !== key));
    }
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblems([]);
    let room = maxFiles - documents.length - uploading.length;
    for (const file of chosen) {
      if (!hasAllowedExtension(file.name)) {
        fail(t('shared.upload.notAccepted', { file: file.name }));
        continue;
      }
      if (room <= 0) {
        fail(t('shared.upload.tooMany', { files: files(maxFiles), name: file.name }));
        continue;
      }
      room -= 1;
      void uploadOne(file);
    }
  };

  const remove = async (document: UploadedDocument) => {
    // The list is what gets filed; a file already gone on the server must still leave the list.
    // The token in a header, never in the URL. A document kept from before tokens has none: the server
    // refuses it, and the file is left to the sweep of unattached uploads.
    const token: Record<string, string> = document.deleteToken ? { [DELETE_TOKEN_HEADER]: document.deleteToken } : {};
    await api.request('DELETE', `${endpoint}/${encodeURIComponent(document.id)}`, undefined, token).catch(() => undefined);
    onChange((current) => current.filter((item) => item.id !== document.id));
    announce(t('shared.upload.removed', { name: document.name }));
    input.current?.focus();
  };

  return (
    <div className="usa-form-group">
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      <div className="usa-hint" id={`${id}-hint`}>
        {hint ? `${hint} ` : ''}
        {t('shared.upload.hint', { types: ALLOWED_EXTENSIONS.join(' '), files: files(maxFiles), size: formatFileSize(maxSize) })}
      </div>
      {problems.map((problem) => (
        <Alert key={problem} type="error" slim>
          {problem}
        </Alert>
      ))}
      {/* USWDS file input's markup without its script: a drop zone the (invisible) input covers, so a
          click anywhere in it chooses files and a file dropped on it is uploaded like a chosen one. */}
      <div className={`usa-file-input${full ? ' usa-file-input--disabled' : ''}`}>
        <div className="usa-file-input__target">
          <div className="usa-file-input__instructions" aria-hidden="true">
            <span className="usa-file-input__drag-text">{t('shared.upload.drag')}</span>
            <span className="usa-file-input__choose">{t('shared.upload.choose')}</span>
          </div>
          <div className="usa-file-input__box" />
          <input
            ref={input}
            id={id}
            className="usa-file-input__input"
            type="file"
            multiple={maxFiles > 1}
            accept={ALLOWED_EXTENSIONS.join(',')}
            disabled={full}
            aria-describedby={`${id}-hint${full ? ` ${id}-full` : ''}`}
            onChange={onFiles}
          />
        </div>
      </div>
      {full ? (
        <p className="usa-hint" id={`${id}-full`}>
          {t('shared.upload.full', { files: files(maxFiles) })}
        </p>
      ) : null}
      <ul className="portal-upload-list" aria-label={t('shared.upload.listLabel')}>
        {documents.map((document) => (
          <li key={document.id}>
            <span>{document.name}</span>
            <span>{formatFileSize(document.size)}</span>
            <Button variant="unstyled" onClick={() => void remove(document)} aria-label={t('shared.upload.removeName', { name: document.name })}>
              {t('shared.upload.remove')}
            </Button>
          </li>
        ))}
        {uploading.map((item) => (
          <li key={`uploading-${item.key}`}>
            <span>{item.name}</span>
            <span role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={item.percent} aria-label={t('shared.upload.uploadingName', { name: item.name })}>
              {t('shared.upload.uploadingPercent', { percent: item.percent })}
            </span>
          </li>
        ))}
      </ul>
      {documents.length === 0 && uploading.length === 0 ? <p>{t('shared.upload.none')}</p> : null}
    </div>
  );
}
