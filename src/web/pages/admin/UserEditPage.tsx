import { useState } from 'react';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { TUser } from '../../../domain/schemas/users';
import { useUpdateUser, useUser } from '../../api/users';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { checkUserAccount, UserAccountFields, type UserAccountValues } from './UserAccountFields';

function EditUserForm({ target }: { target: TUser }) {
  const navigate = useNavigate();
  const { user: me, signIn } = useSession();
  const update = useUpdateUser(target._id);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<UserAccountValues>({
    defaultValues: { name: target.name, email: target.email, password: '', confirmPassword: '', currentPassword: '', isAdmin: target.isAdmin, isDisabled: target.isDisabled },
  });

  const editingSelf = me?._id === target._id;
  // The owner's e-mail and password are the owner's alone to change (the server says 403 too).
  const lockSignIn = target.isMaster && !editingSelf;

  const onSubmit = async (form: UserAccountValues) => {
    const ownSignInChanged = editingSelf && (form.password !== '' || form.email.trim().toLowerCase() !== target.email.toLowerCase());
    const message = checkUserAccount(form, { passwordRequired: false, ownSignInChanged });
    setProblem(message);
    if (message) return;
    const { confirmPassword: _confirm, currentPassword, ...values } = form;
    try {
      const saved = await update.mutateAsync({ _id: target._id, ...values, ...(ownSignInChanged ? { currentPassword } : {}) });
      // Editing oneself keeps the header's name in step.
      if (me && saved._id === me._id) signIn({ ...me, name: saved.name, email: saved.email });
      navigate('/admin/userlist');
    } catch {
      // The alert shows the mutation's error; a dead session signs the user out (session layer).
    }
  };

  return (
    <Card body>
      <h1 className="h3 mb-3">Edit User</h1>
      {problem && <Message variant="danger">{problem}</Message>}
      <ErrorMessage error={update.error} />
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={isSubmitting}>
          <UserAccountFields register={register} idPrefix="edit" isNew={false} lockSignIn={lockSignIn} askCurrentPassword={editingSelf} />
          <Button type="submit" variant="primary">
            Update
          </Button>
        </fieldset>
      </Form>
    </Card>
  );
}

function EditUser() {
  const { id = '' } = useParams();
  const target = useUser(id);
  return (
    <Container className="py-4">
      <LinkButton to="/admin/userlist" variant="light" className="mb-3">
        Go Back
      </LinkButton>
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          {target.isPending ? <Loader /> : target.isError ? <ErrorMessage error={target.error} /> : <EditUserForm key={target.data._id} target={target.data} />}
        </Col>
      </Row>
    </Container>
  );
}

/** /admin/user/{id}: Edit User, admins only. */
export function UserEditPage() {
  return (
    <RequireRole role="admin">
      <EditUser />
    </RequireRole>
  );
}
