import { byId, listing, withInput } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  ArchivePointPackageMutation,
  ArchivePointPackageMutationVariables,
  ArchivePointTypeMutation,
  ArchivePointTypeMutationVariables,
  CreatePointPackageMutation,
  CreatePointPackageMutationVariables,
  CreatePointTypeMutation,
  CreatePointTypeMutationVariables,
  PointTypesQuery,
  PointTypesQueryVariables,
  UnarchivePointTypeMutation,
  UnarchivePointTypeMutationVariables,
} from '../graphql/generated/operations';
import { PACKAGE_FIELDS, POINT_TYPE_FIELDS, POINT_TYPE_PROFILE } from './fragments';
import { picture, POINT_TYPE, SLUG } from './options';

// Kinds of point and the packages that sell them.

const POINT_TYPES: TypedDocumentNode<PointTypesQuery, PointTypesQueryVariables> = gql`
  query PointTypes {
    pointTypes {
      ...PointTypeFields
      packages {
        ...PackageFields
      }
    }
  }
  ${POINT_TYPE_FIELDS}
  ${PACKAGE_FIELDS}
`;

const CREATE_POINT_TYPE: TypedDocumentNode<CreatePointTypeMutation, CreatePointTypeMutationVariables> = gql`
  mutation CreatePointType($i: CreatePointTypeInput!) {
    createPointType(input: $i) {
      ...PointTypeProfile
    }
  }
  ${POINT_TYPE_PROFILE}
`;

const ARCHIVE_POINT_TYPE: TypedDocumentNode<ArchivePointTypeMutation, ArchivePointTypeMutationVariables> =
  gql`
    mutation ArchivePointType($id: Int!) {
      archivePointType(id: $id) {
        ...PointTypeFields
      }
    }
    ${POINT_TYPE_FIELDS}
  `;

const UNARCHIVE_POINT_TYPE: TypedDocumentNode<
  UnarchivePointTypeMutation,
  UnarchivePointTypeMutationVariables
> = gql`
  mutation UnarchivePointType($id: Int!) {
    unarchivePointType(id: $id) {
      ...PointTypeFields
    }
  }
  ${POINT_TYPE_FIELDS}
`;

const CREATE_PACKAGE: TypedDocumentNode<CreatePointPackageMutation, CreatePointPackageMutationVariables> =
  gql`
    mutation CreatePointPackage($i: CreatePointPackageInput!) {
      createPointPackage(input: $i) {
        ...PackageFields
      }
    }
    ${PACKAGE_FIELDS}
  `;

const ARCHIVE_PACKAGE: TypedDocumentNode<ArchivePointPackageMutation, ArchivePointPackageMutationVariables> =
  gql`
    mutation ArchivePointPackage($id: Int!) {
      archivePointPackage(id: $id) {
        ...PackageFields
      }
    }
    ${PACKAGE_FIELDS}
  `;

export const POINTS = [
  listing({ name: 'point-types', summary: 'Point types with their packages.', document: POINT_TYPES }),
  withInput({
    name: 'create-point-type',
    usage:
      'create-point-type --key <key> --name <n> --display-name <n> --unit <u> --coupon-type <t> [--image <file>]',
    summary: 'A kind of point with its own balance, packages and promotion codes.',
    document: CREATE_POINT_TYPE,
    input: [
      { name: 'key', type: 'string', required: true, help: 'lower-case letters, digits and _' },
      { name: 'name', type: 'string', required: true, help: 'name' },
      { name: 'display-name', type: 'string', required: true, help: 'name shown to fans' },
      { name: 'unit', type: 'string', required: true, help: 'unit, e.g. pt' },
      {
        name: 'coupon-type',
        type: 'string',
        required: true,
        help: "the type the fans' code form sends, e.g. point",
      },
      picture('image'),
    ],
  }),
  byId({
    name: 'archive-point-type',
    thing: 'point type',
    summary:
      'Stops selling a kind of point: its packages are hidden and its codes no longer redeem; balances and history stay.',
    document: ARCHIVE_POINT_TYPE,
  }),
  byId({
    name: 'unarchive-point-type',
    thing: 'point type',
    summary: 'Offers an archived kind of point again; packages archived on their own stay archived.',
    document: UNARCHIVE_POINT_TYPE,
  }),
  withInput({
    name: 'create-package',
    usage:
      'create-package --type <id> --slug <slug> --amount <points> --price <yen> --konbini-fee <yen> [--image <file>]',
    summary: 'A point package with a card price and a konbini price (price + fee), made in Stripe too.',
    document: CREATE_PACKAGE,
    input: [
      POINT_TYPE,
      SLUG,
      { name: 'amount', type: 'int', required: true, help: 'points' },
      { name: 'price', type: 'int', required: true, help: 'yen by card' },
      { name: 'konbini-fee', type: 'int', required: true, help: 'yen added for konbini' },
      picture('image'),
    ],
  }),
  byId({
    name: 'archive-package',
    thing: 'package',
    summary: 'Stops selling a package (fans no longer see it); past purchases and balances stay.',
    document: ARCHIVE_PACKAGE,
  }),
];
