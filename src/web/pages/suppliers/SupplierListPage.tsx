import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { TSupplier } from '../../../domain/schemas/purchasing';
import { qs } from '../../api/http';
import { useDeleteSupplier, useSuppliers } from '../../api/suppliers';
import { RequireRole, ShowFor } from '../../auth/guards';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { SearchForm } from '../../components/SearchForm';
import { useFlash } from '../../components/useFlash';
import '../../components/stacked-table.css';
import { SupplierDialog } from './SupplierDialog';

const NOTICE_MS = 3000;
const addressOf = (keyword: string, page = 1) => `/suppliers${qs({ keyword, page: page > 1 ? page : undefined })}`;

/** Which dialog is open: adding, editing one supplier, or none. */
type Editing = { supplier?: TSupplier } | null;

function SupplierList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const list = useSuppliers({ page, keyword });
  const remove = useDeleteSupplier();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, flash] = useFlash(NOTICE_MS);

  const onDelete = (s: TSupplier) => {
    if (window.confirm(t('spec:confirmDelete'))) remove.mutate(s._id, { onSuccess: () => flash(t('suppliers:removed', { name: s.name })) });
  };

  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{t('suppliers:title')}</h1>
        <ShowFor role="admin">
          <Button variant="primary" onClick={() => setEditing({})}>
            {t('suppliers:add')}
          </Button>
        </ShowFor>
      </div>
      <SearchForm
        idPrefix="supplier-search"
        label={t('suppliers:searchLabel')}
        placeholder={t('suppliers:searchPlaceholder')}
        ariaLabel={t('suppliers:searchAria')}
        term={keyword}
        maxWidth="32rem"
        onSearch={(term) => navigate(addressOf(term))}
      />
      {notice && <Message variant="success">{notice}</Message>}
      <ErrorMessage error={list.error ?? remove.error} />
      {list.isPending ? (
        <Loader />
      ) : list.data && list.data.count === 0 ? (
        <Message variant="info">{keyword ? t('spec:noneFound') : t('suppliers:empty')}</Message>
      ) : list.data ? (
        <>
          <Table striped bordered hover responsive size="sm" className="align-middle stacked-table">
            <caption className="visually-hidden">{t('suppliers:caption')}</caption>
            <thead>
              <tr>
                <th>{t('suppliers:name')}</th>
                <th>{t('suppliers:contact')}</th>
                <th>{t('suppliers:email')}</th>
                <th>{t('suppliers:phone')}</th>
                <th>{t('suppliers:note')}</th>
                <ShowFor role="admin">
                  <th>
                    <span className="visually-hidden">{t('suppliers:actions')}</span>
                  </th>
                </ShowFor>
              </tr>
            </thead>
            <tbody>
              {list.data.suppliers.map((s) => (
                <tr key={s._id}>
                  <td data-label={t('suppliers:name')} className="fw-semibold">{s.name}</td>
                  <td data-label={t('suppliers:contact')}>{s.contact}</td>
                  <td data-label={t('suppliers:email')}>{s.email && <a href={`mailto:${s.email}`}>{s.email}</a>}</td>
                  <td data-label={t('suppliers:phone')} className="text-nowrap">{s.phone && <a href={`tel:${s.phone.replace(/[^+0-9]/g, '')}`}>{s.phone}</a>}</td>
                  <td data-label={t('suppliers:note')} className="small">{s.note}</td>
                  <ShowFor role="admin">
                    <td className="text-nowrap">
                      <Button variant="outline-primary" size="sm" className="me-1" onClick={() => setEditing({ supplier: s })}>
                        {t('suppliers:edit')}
                        <span className="visually-hidden"> {s.name}</span>
                      </Button>
                      <Button variant="outline-danger" size="sm" onClick={() => onDelete(s)} disabled={remove.isPending}>
                        {t('suppliers:delete')}
                        <span className="visually-hidden"> {s.name}</span>
                      </Button>
                    </td>
                  </ShowFor>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => addressOf(keyword, n)} label={t('suppliers:pages')} />
        </>
      ) : null}
      {editing && (
        <SupplierDialog
          key={editing.supplier?._id ?? 'new'}
          supplier={editing.supplier}
          show
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            flash(editing.supplier ? t('suppliers:saved', { name: saved.name }) : t('suppliers:added', { name: saved.name }));
          }}
        />
      )}
    </div>
  );
}

/** /suppliers: the businesses the shop buys from. Everyone signed in reads them; admins add, edit and delete. */
export function SupplierListPage() {
  return (
    <RequireRole role="user">
      <SupplierList />
    </RequireRole>
  );
}
