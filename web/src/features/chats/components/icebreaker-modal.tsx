import { Modal } from '../../../components/modal.tsx';
import { useTranslation } from 'react-i18next';
import { TitledModal } from '../../../components/titled-modal.tsx';
import { type ChatCosts, ICEBREAKER_KEYS, type IcebreakerKey } from '../../../../../shared/contracts/chats.ts';

/**
 * The icebreaker modal (SPEC §2): opener lines for a conversation without messages, each with its price (a message's,
 * or free while free messages last); closed by its × or "No thanks".
 */
export function IcebreakerModal({
  show,
  name,
  costs,
  onHide,
  onPick,
}: {
  show: boolean;
  name: string;
  costs: ChatCosts;
  onHide: () => void;
  onPick: (key: IcebreakerKey, line: string) => void;
}) {
  const { t } = useTranslation();
  const price = costs.free_messages > 0 ? t('chat.free') : t('chat.credits', { count: costs.message });
  return (
    <TitledModal
      title={t('chat.icebreaker_title', { name })}
      show={show}
      onHide={onHide}
      data-testid="icebreaker-modal"
    >
      <Modal.Body>
        <p>{t('chat.icebreaker_intro')}</p>
        <div className="list-group">
          {ICEBREAKER_KEYS.map((key) => {
            const line = t(`icebreakers.${key}`);
            return (
              <button
                key={key}
                type="button"
                className="list-group-item list-group-item-action d-flex align-items-center gap-2"
                onClick={() => onPick(key, line)}
                data-testid="icebreaker-line"
              >
                <span className="me-auto">{line}</span>
                <span className="badge rounded-pill text-bg-light border">{price}</span>
              </button>
            );
          })}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-primary" onClick={onHide} data-testid="icebreaker-no">
          {t('chat.icebreaker_no')}
        </button>
      </Modal.Footer>
    </TitledModal>
  );
}
