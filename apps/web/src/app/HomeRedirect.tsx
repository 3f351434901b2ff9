import { Navigate } from 'react-router';
import { homeFor } from '../features/auth/flow';

export default function HomeRedirect() {
  return <Navigate to={homeFor()} replace />;
}
