import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import {
  useCreateFictional,
  useEditFictional,
  useFictionalList,
  useFictionalProfile,
  useUploadFictionalPhoto,
} from './fictional-api.ts';
import { FictionalForm, emptyFields, fieldsOf } from './fictional-form.tsx';

/** The fictional profiles of a site: the list, a form to add one or edit the chosen one, and its photos. */
export function Component() {
  const { t } = useTranslation();
  const [siteId, setSiteId] = useState<string>();
  const [editing, setEditing] = useState<string | 'new'>();
  const list = useFictionalList(siteId);
  const profile = useFictionalProfile(editing === 'new' ? undefined : editing);
  const create = useCreateFictional();
  const edit = useEditFictional();
  const upload = useUploadFictionalPhoto();
  const site = list.data?.site_id ?? undefined;
  const failure = [create.error, edit.error, upload.error].find(Boolean);
  if (list.isPending) return <PageLoading />;
  return (
    <>
      <h1 className="h3 mb-4">{t('console.fictional.title')}</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <div>
          <label className="form-label" htmlFor="fictional-site">
            {t('console.fictional.site')}
          </label>
          <select
            id="fictional-site"
            className="form-select"
            value={site ?? ''}
            onChange={(event) => setSiteId(event.target.value)}
          >
            {list.data?.sites.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('console.fictional.add')}
        </button>
      </div>
      <ErrorAlert message={failure ? apiErrorText(failure, t) : undefined} />
      {list.data?.profiles.length === 0 ? (
        <p>{t('console.fictional.none')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle bg-white" data-testid="fictional-table">
            <thead>
              <tr>
                <th scope="col">{t('console.fictional.name')}</th>
                <th scope="col">{t('console.fictional.age')}</th>
                <th scope="col">{t('console.fictional.city')}</th>
                <th scope="col">{t('console.fictional.photo')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('console.fictional.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data?.profiles.map((card) => (
                <tr key={card.id}>
                  <td>{card.name}</td>
                  <td>{card.age}</td>
                  <td>{card.city ?? card.country}</td>
                  <td>{card.photo ? t('console.fictional.has_photo') : t('console.fictional.no_photo')}</td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      onClick={() => setEditing(card.id)}
                    >
                      {t('console.fictional.edit', { name: card.name })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing === 'new' && site && (
        <section className="card card-body mt-4" aria-label={t('console.fictional.add')}>
          <h2 className="h5">{t('console.fictional.add')}</h2>
          <FictionalForm
            initial={emptyFields('NL')}
            saving={create.isPending}
            onSave={async (fields) => setEditing((await create.mutateAsync({ ...fields, site_id: site })).id)}
          />
        </section>
      )}
      {editing && editing !== 'new' && profile.data && (
        <section className="card card-body mt-4" aria-label={profile.data.name}>
          <h2 className="h5">{profile.data.name}</h2>
          <FictionalForm
            key={profile.data.id}
            initial={fieldsOf(profile.data)}
            saving={edit.isPending}
            onSave={(fields) => edit.mutateAsync({ ...fields, id: editing })}
          />
          <div className="d-flex flex-wrap gap-2 my-3">
            {profile.data.photos.map((photo) => (
              <img
                key={photo.id}
                src={photo.thumb}
                alt={t('console.fictional.photo_of', { name: profile.data.name })}
                width={80}
              />
            ))}
          </div>
          <label className="form-label" htmlFor="fictional-photo">
            {t('console.fictional.upload')}
          </label>
          <input
            id="fictional-photo"
            type="file"
            accept="image/*"
            className="form-control"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate({ id: editing, file });
            }}
          />
        </section>
      )}
    </>
  );
}
