import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { LikeButton_house$key } from '../../__generated__/LikeButton_house.graphql';
import { HeartIcon } from '../../components/icons';
import { showMessage } from '../../errors/errorStore';
import { formatNumber } from '../../format';
import { useReopenModal } from '../auth/reopenModal';
import { useLikeHouseMutation } from './mutations/useLikeHouseMutation';
import { QuickLoginModal } from './QuickLoginModal';
import { SaveHouseModal } from './SaveHouseModal';
import './likes.css';

interface LikeButtonProps {
  house: LikeButton_house$key | null | undefined;
  /** 'card': a round button over the photo; 'page': a button with the count in words. */
  variant?: 'card' | 'page';
}

/** '1 persoon vindt dit huis leuk' / '12 mensen vinden dit huis leuk'. */
export function likesText(count: number): string {
  return count === 1 ? '1 persoon vindt dit huis leuk' : `${formatNumber(count)} mensen vinden dit huis leuk`;
}

/**
 * Like button with count (spec §2, §4). The flags decide: canUnlike → unlike, canLike → like,
 * neither (a visitor) → the quick-login modal. The count changes at once and goes back when the
 * server refuses. Without like data (the load failed) the widget is not shown (spec §8).
 */
export function LikeButton({ house, variant = 'card' }: LikeButtonProps) {
  const data = useFragment(
    graphql`
      fragment LikeButton_house on House {
        id
        likingUsersCount
        viewerCanLike
        viewerCanUnlike
      }
    `,
    house,
  );
  const [setLiked, busy] = useLikeHouseMutation();
  const [askLogin, setAskLogin] = useState(false);
  const [askSave, setAskSave] = useState(false);
  // Back from the quick login: reopen the like for this house (once the viewer may like; an
  // owner or a house liked elsewhere meanwhile needs nothing more).
  useReopenModal(
    'like-house',
    (target) => target.houseId === data?.id,
    Boolean(data?.viewerCanLike || data?.viewerCanUnlike),
    () => setAskSave(Boolean(data?.viewerCanLike)),
  );
  if (!data || typeof data.likingUsersCount !== 'number') return null;

  const liked = data.viewerCanUnlike;
  const count = data.likingUsersCount;

  const toggle = async () => {
    if (!data.viewerCanLike && !data.viewerCanUnlike) {
      setAskLogin(true);
      return;
    }
    setAskSave(false);
    try {
      const result = await setLiked({ id: data.id, likingUsersCount: count }, !liked);
      if (!result.ok) showMessage(result.error.message || 'Dat is niet gelukt.', 'error');
    } catch {
      // reverted by Relay; the global error display says what went wrong
    }
  };

  const label = liked ? 'Vind ik niet meer leuk' : 'Vind ik leuk';
  return (
    <>
      <div className={`like like--${variant}${liked ? ' like--liked' : ''}`} data-testid="like-button">
        <button
          type="button"
          className="like__button"
          aria-pressed={liked}
          aria-label={`${label} (${likesText(count)})`}
          title={label}
          disabled={busy}
          onClick={toggle}
        >
          <HeartIcon size={variant === 'page' ? 20 : 18} fill={liked ? 'currentColor' : 'none'} />
          <span className="like__count" data-testid="like-count">
            {formatNumber(count)}
          </span>
          {variant === 'page' ? <span className="like__word">{liked ? 'Bewaard' : 'Bewaren'}</span> : null}
        </button>
        {variant === 'page' ? <span className="like__text">{likesText(count)}</span> : null}
      </div>
      {askLogin ? <QuickLoginModal houseId={data.id} onClose={() => setAskLogin(false)} /> : null}
      {askSave ? <SaveHouseModal busy={busy} onSave={toggle} onClose={() => setAskSave(false)} /> : null}
    </>
  );
}
