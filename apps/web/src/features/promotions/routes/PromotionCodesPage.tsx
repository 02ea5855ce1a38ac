import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { COUPON_TYPES } from '../api/promotion-documents';
import { PromotionCodeForm } from '../components/PromotionCodeForm';
import { pointCouponType } from '../model/point-coupon-type';
import text from '../../../components/ui/text.module.css';

export default function PromotionCodesPage() {
  const { data, error } = useQuery(COUPON_TYPES);
  useQueryErrorRedirect(error);
  const couponType = pointCouponType(data?.tierTypesConnection.nodes);
  return (
    <Page title={ja.titles.promotionCodes} backTo="/home">
      <p className={text.lead}>{ja.promotion.lead}</p>
      {!data ? (
        <Loading />
      ) : couponType ? (
        <PromotionCodeForm couponType={couponType} />
      ) : (
        <EmptyState title={ja.common.genericError} />
      )}
    </Page>
  );
}
