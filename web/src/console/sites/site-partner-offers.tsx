import { useTranslation } from 'react-i18next';
import { EditableSiteList } from './editable-site-list.tsx';
import { savePartnerOffer } from '../../../../shared/contracts/endpoints/console-sites.ts';
import { type SiteDetail, partnerOfferSaveBody } from '../../../../shared/contracts/site-admin.ts';
import { CheckField } from '../../components/forms/check-field.tsx';
import { CodeSelect } from '../../components/forms/code-select.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { asNumber, orNull } from './list-field.ts';

const KINDS = ['cam', 'resell'] as const;
const NEW_OFFER = { kind: 'cam' as const, title: '', url: '', image_url: null, sort: 0, active: true };

/**
 * A site's partner offers (SPEC §2's cam and resell cards, shown among its members where member_resell is on): the
 * list (deactivate or activate one), and a form to add one or edit the chosen one.
 */
export function SitePartnerOffers({ site }: { site: SiteDetail }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`console.sites.partner_offers.${key}`);
  return (
    <>
      {!site.settings.member_resell && (
        <div className="alert alert-info" data-testid="partner-offers-resell-off">
          {text('resell_off')}
        </div>
      )}
      <EditableSiteList
        site={site}
        endpoint={savePartnerOffer}
        schema={partnerOfferSaveBody}
        items={site.partner_offers}
        blank={NEW_OFFER}
        texts="console.sites.partner_offers"
        switchText={(active) => (active ? text('deactivate') : text('activate'))}
        testIds={{ table: 'partner-offers-table', form: 'partner-offer-form' }}
        headings={[text('title'), text('kind'), text('url'), text('sort'), text('state')]}
        cells={(offer) => (
          <>
            <td>{offer.title}</td>
            <td>{text(`kinds.${offer.kind}`)}</td>
            <td className="text-break small">{offer.url}</td>
            <td>{offer.sort}</td>
            <td>{offer.active ? text('shown') : text('hidden')}</td>
          </>
        )}
        fields={({ field, register }) => (
          <>
            <div className="row">
              <CodeSelect
                className="col-md-3 mb-3"
                label={text('kind')}
                options={KINDS.map((code) => ({ code, name: text(`kinds.${code}`) }))}
                {...field('kind')}
              />
              <TextField className="col-md-6 mb-3" label={text('title')} {...field('title')} />
              <TextField className="col-md-3 mb-3" type="number" label={text('sort')} {...field('sort', asNumber)} />
              <TextField className="col-md-6 mb-3" type="url" label={text('url')} {...field('url')} />
              <TextField
                className="col-md-6 mb-3"
                type="url"
                label={text('image_url')}
                hint={text('image_url_help')}
                {...field('image_url', orNull)}
              />
            </div>
            <CheckField label={text('active')} {...register('active')} />
          </>
        )}
      />
    </>
  );
}
