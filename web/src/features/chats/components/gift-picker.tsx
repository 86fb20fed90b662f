import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import type { Gift } from '../../../../../shared/contracts/chats.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { TitledModal } from '../../../components/titled-modal.tsx';
import { useGifts } from '../api/gifts.ts';

/** The picture of a gift (web/public/gifts/). */
export const giftPicture = (key: string) => `/gifts/${key}.svg`;

/** The gift picker (SPEC §2 gift button): each gift's picture, name and price; choosing one sends it. */
export function GiftPicker({
  show,
  name,
  onHide,
  onPick,
}: {
  show: boolean;
  /** The member the gift is for. */
  name: string;
  onHide: () => void;
  onPick: (gift: Gift) => void;
}) {
  const { t } = useTranslation();
  const gifts = useGifts(show);
  return (
    <TitledModal title={t('chat.gift_title', { name })} show={show} onHide={onHide} data-testid="gift-picker">
      <Modal.Body>
        <ErrorAlert message={gifts.error?.message} />
        {gifts.isPending && !gifts.error && <PageLoading />}
        <div className="row row-cols-2 row-cols-sm-3 g-2">
          {gifts.data?.map((gift) => (
            <div className="col" key={gift.id}>
              <button
                type="button"
                className="btn btn-outline-primary gift-choice w-100 h-100 d-flex flex-column align-items-center"
                onClick={() => onPick(gift)}
                data-testid="gift-choice"
              >
                <img src={giftPicture(gift.key)} alt="" width={64} height={64} />
                <span className="fw-semibold">{t(`gifts.${gift.key}`)}</span>
                <span className="small">{t('chat.credits', { count: gift.credits })}</span>
              </button>
            </div>
          ))}
        </div>
      </Modal.Body>
    </TitledModal>
  );
}
