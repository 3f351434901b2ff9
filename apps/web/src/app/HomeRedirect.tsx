import { Navigate } from 'react-router';
import { homeFor } from '../features/auth';

export default function HomeRedirect() {
  return <Navigate to={homeFor()} replace />;
}
