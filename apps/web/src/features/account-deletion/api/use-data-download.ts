import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { failureMessage, routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';
import { dataFileName } from '../model/data-file-name';
import { MY_DATA_EXPORT } from './account-deletion-documents';

/** 「データをダウンロード」: myDataExport read fresh, saved as one JSON file. */
export function useDataDownload() {
  const client = useApolloClient();
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const { data } = await client.query({ query: MY_DATA_EXPORT, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no export');
      const url = URL.createObjectURL(new Blob([data.myDataExport], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = dataFileName(new Date());
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast.success(ja.accountDeletion.downloaded);
    } catch (e) {
      if (!routedCodeOf(e)) toast.error(failureMessage(e));
    } finally {
      setLoading(false);
    }
  };
  return { download, loading };
}
