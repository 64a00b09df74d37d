import { useQuery } from '@tanstack/react-query';
import { appConfig } from '@/config/app-config';
import { grievanceOfficerQuery } from '../api/master-data';

/**
 * The Grievance Officer's name and contact, as the server is configured (DPDP Act 2023); support's address
 * until it has loaded or when it cannot be.
 */
export function GrievanceOfficerContact() {
  const officer = useQuery(grievanceOfficerQuery());
  if (!officer.data) {
    return <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>;
  }
  const { name, email, phone } = officer.data;
  return (
    <>
      our Grievance Officer, {name}, at <a href={`mailto:${email}`}>{email}</a>
      {phone ? <>, phone {phone}</> : null}
    </>
  );
}
