/* eslint-disable */
// GENERATED from chart-schemas.ts by chart-validators-source.ts: do not edit, regenerate.
// Ajv's standalone validators of the GitOps charts' values (see chart-validators-source.ts).
// @ts-nocheck
'use strict';
export const aws = validate10;
const schema11 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nameOverride: { type: 'string' },
    fullnameOverride: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    connection: { type: 'string' },
    accessKey: {
      anyOf: [
        { type: 'null' },
        { type: 'string' },
        {
          type: 'object',
          properties: {
            name: { type: 'string' },
            value: { type: 'string' },
            valueFrom: {
              type: 'object',
              properties: {
                secretKeyRef: {
                  type: 'object',
                  properties: { name: { type: 'string' }, key: { type: 'string' } },
                },
                configMapKeyRef: {
                  type: 'object',
                  properties: { name: { type: 'string' }, key: { type: 'string' } },
                },
              },
            },
          },
        },
      ],
    },
    secretKey: {
      anyOf: [
        { type: 'null' },
        { type: 'string' },
        {
          type: 'object',
          properties: {
            name: { type: 'string' },
            value: { type: 'string' },
            valueFrom: {
              type: 'object',
              properties: {
                secretKeyRef: {
                  type: 'object',
                  properties: { name: { type: 'string' }, key: { type: 'string' } },
                },
                configMapKeyRef: {
                  type: 'object',
                  properties: { name: { type: 'string' }, key: { type: 'string' } },
                },
              },
            },
          },
        },
      ],
    },
    region: { type: 'array', items: { type: 'string' } },
    endpoint: { type: 'string' },
    assumeRole: { type: 'string' },
    skipTLSVerify: { type: 'boolean' },
    compliance: { type: 'boolean' },
    cloudtrail: {
      type: 'object',
      properties: {
        maxAge: { type: 'string' },
        exclude: { type: 'array', items: { type: 'string' } },
      },
    },
    costReporting: {
      type: 'object',
      properties: {
        enabled: { type: 'boolean' },
        database: { type: 'string' },
        region: { type: 'string' },
        s3BucketPath: { type: 'string' },
        table: { type: 'string' },
      },
    },
    includeResources: { type: 'array', items: { type: 'string' } },
    excludeResources: { type: 'array', items: { type: 'string' } },
    scraper: { type: 'object', properties: { name: { type: 'string' } } },
    topology: { type: 'object', properties: { name: { type: 'string' } } },
  },
  $id: 'aws',
};
function validate10(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="aws" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.nameOverride !== undefined) {
      if (typeof data.nameOverride !== 'string') {
        const err0 = {
          instancePath: instancePath + '/nameOverride',
          schemaPath: '#/properties/nameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fullnameOverride !== undefined) {
      if (typeof data.fullnameOverride !== 'string') {
        const err1 = {
          instancePath: instancePath + '/fullnameOverride',
          schemaPath: '#/properties/fullnameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.labels !== undefined) {
      let data2 = data.labels;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          if (typeof data2[key0] !== 'string') {
            const err2 = {
              instancePath:
                instancePath + '/labels/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/labels/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/labels',
          schemaPath: '#/properties/labels/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.connection !== undefined) {
      if (typeof data.connection !== 'string') {
        const err4 = {
          instancePath: instancePath + '/connection',
          schemaPath: '#/properties/connection/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.accessKey !== undefined) {
      let data5 = data.accessKey;
      const _errs13 = errors;
      let valid2 = false;
      const _errs14 = errors;
      if (data5 !== null) {
        const err5 = {
          instancePath: instancePath + '/accessKey',
          schemaPath: '#/properties/accessKey/anyOf/0/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      var _valid0 = _errs14 === errors;
      valid2 = valid2 || _valid0;
      if (!valid2) {
        const _errs16 = errors;
        if (typeof data5 !== 'string') {
          const err6 = {
            instancePath: instancePath + '/accessKey',
            schemaPath: '#/properties/accessKey/anyOf/1/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        var _valid0 = _errs16 === errors;
        valid2 = valid2 || _valid0;
        if (!valid2) {
          const _errs18 = errors;
          if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
            if (data5.name !== undefined) {
              if (typeof data5.name !== 'string') {
                const err7 = {
                  instancePath: instancePath + '/accessKey/name',
                  schemaPath: '#/properties/accessKey/anyOf/2/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data5.value !== undefined) {
              if (typeof data5.value !== 'string') {
                const err8 = {
                  instancePath: instancePath + '/accessKey/value',
                  schemaPath: '#/properties/accessKey/anyOf/2/properties/value/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
            if (data5.valueFrom !== undefined) {
              let data8 = data5.valueFrom;
              if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
                if (data8.secretKeyRef !== undefined) {
                  let data9 = data8.secretKeyRef;
                  if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                    if (data9.name !== undefined) {
                      if (typeof data9.name !== 'string') {
                        const err9 = {
                          instancePath: instancePath + '/accessKey/valueFrom/secretKeyRef/name',
                          schemaPath:
                            '#/properties/accessKey/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/name/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err9];
                        } else {
                          vErrors.push(err9);
                        }
                        errors++;
                      }
                    }
                    if (data9.key !== undefined) {
                      if (typeof data9.key !== 'string') {
                        const err10 = {
                          instancePath: instancePath + '/accessKey/valueFrom/secretKeyRef/key',
                          schemaPath:
                            '#/properties/accessKey/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/key/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err10];
                        } else {
                          vErrors.push(err10);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err11 = {
                      instancePath: instancePath + '/accessKey/valueFrom/secretKeyRef',
                      schemaPath:
                        '#/properties/accessKey/anyOf/2/properties/valueFrom/properties/secretKeyRef/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
                if (data8.configMapKeyRef !== undefined) {
                  let data12 = data8.configMapKeyRef;
                  if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                    if (data12.name !== undefined) {
                      if (typeof data12.name !== 'string') {
                        const err12 = {
                          instancePath: instancePath + '/accessKey/valueFrom/configMapKeyRef/name',
                          schemaPath:
                            '#/properties/accessKey/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/name/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err12];
                        } else {
                          vErrors.push(err12);
                        }
                        errors++;
                      }
                    }
                    if (data12.key !== undefined) {
                      if (typeof data12.key !== 'string') {
                        const err13 = {
                          instancePath: instancePath + '/accessKey/valueFrom/configMapKeyRef/key',
                          schemaPath:
                            '#/properties/accessKey/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/key/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err13];
                        } else {
                          vErrors.push(err13);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err14 = {
                      instancePath: instancePath + '/accessKey/valueFrom/configMapKeyRef',
                      schemaPath:
                        '#/properties/accessKey/anyOf/2/properties/valueFrom/properties/configMapKeyRef/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                }
              } else {
                const err15 = {
                  instancePath: instancePath + '/accessKey/valueFrom',
                  schemaPath: '#/properties/accessKey/anyOf/2/properties/valueFrom/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
          } else {
            const err16 = {
              instancePath: instancePath + '/accessKey',
              schemaPath: '#/properties/accessKey/anyOf/2/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          var _valid0 = _errs18 === errors;
          valid2 = valid2 || _valid0;
        }
      }
      if (!valid2) {
        const err17 = {
          instancePath: instancePath + '/accessKey',
          schemaPath: '#/properties/accessKey/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      } else {
        errors = _errs13;
        if (vErrors !== null) {
          if (_errs13) {
            vErrors.length = _errs13;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.secretKey !== undefined) {
      let data15 = data.secretKey;
      const _errs39 = errors;
      let valid7 = false;
      const _errs40 = errors;
      if (data15 !== null) {
        const err18 = {
          instancePath: instancePath + '/secretKey',
          schemaPath: '#/properties/secretKey/anyOf/0/type',
          keyword: 'type',
          params: { type: 'null' },
          message: 'must be null',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      var _valid1 = _errs40 === errors;
      valid7 = valid7 || _valid1;
      if (!valid7) {
        const _errs42 = errors;
        if (typeof data15 !== 'string') {
          const err19 = {
            instancePath: instancePath + '/secretKey',
            schemaPath: '#/properties/secretKey/anyOf/1/type',
            keyword: 'type',
            params: { type: 'string' },
            message: 'must be string',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        var _valid1 = _errs42 === errors;
        valid7 = valid7 || _valid1;
        if (!valid7) {
          const _errs44 = errors;
          if (data15 && typeof data15 == 'object' && !Array.isArray(data15)) {
            if (data15.name !== undefined) {
              if (typeof data15.name !== 'string') {
                const err20 = {
                  instancePath: instancePath + '/secretKey/name',
                  schemaPath: '#/properties/secretKey/anyOf/2/properties/name/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data15.value !== undefined) {
              if (typeof data15.value !== 'string') {
                const err21 = {
                  instancePath: instancePath + '/secretKey/value',
                  schemaPath: '#/properties/secretKey/anyOf/2/properties/value/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err21];
                } else {
                  vErrors.push(err21);
                }
                errors++;
              }
            }
            if (data15.valueFrom !== undefined) {
              let data18 = data15.valueFrom;
              if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                if (data18.secretKeyRef !== undefined) {
                  let data19 = data18.secretKeyRef;
                  if (data19 && typeof data19 == 'object' && !Array.isArray(data19)) {
                    if (data19.name !== undefined) {
                      if (typeof data19.name !== 'string') {
                        const err22 = {
                          instancePath: instancePath + '/secretKey/valueFrom/secretKeyRef/name',
                          schemaPath:
                            '#/properties/secretKey/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/name/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err22];
                        } else {
                          vErrors.push(err22);
                        }
                        errors++;
                      }
                    }
                    if (data19.key !== undefined) {
                      if (typeof data19.key !== 'string') {
                        const err23 = {
                          instancePath: instancePath + '/secretKey/valueFrom/secretKeyRef/key',
                          schemaPath:
                            '#/properties/secretKey/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/key/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err23];
                        } else {
                          vErrors.push(err23);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err24 = {
                      instancePath: instancePath + '/secretKey/valueFrom/secretKeyRef',
                      schemaPath:
                        '#/properties/secretKey/anyOf/2/properties/valueFrom/properties/secretKeyRef/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                }
                if (data18.configMapKeyRef !== undefined) {
                  let data22 = data18.configMapKeyRef;
                  if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                    if (data22.name !== undefined) {
                      if (typeof data22.name !== 'string') {
                        const err25 = {
                          instancePath: instancePath + '/secretKey/valueFrom/configMapKeyRef/name',
                          schemaPath:
                            '#/properties/secretKey/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/name/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    }
                    if (data22.key !== undefined) {
                      if (typeof data22.key !== 'string') {
                        const err26 = {
                          instancePath: instancePath + '/secretKey/valueFrom/configMapKeyRef/key',
                          schemaPath:
                            '#/properties/secretKey/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/key/type',
                          keyword: 'type',
                          params: { type: 'string' },
                          message: 'must be string',
                        };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err27 = {
                      instancePath: instancePath + '/secretKey/valueFrom/configMapKeyRef',
                      schemaPath:
                        '#/properties/secretKey/anyOf/2/properties/valueFrom/properties/configMapKeyRef/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                }
              } else {
                const err28 = {
                  instancePath: instancePath + '/secretKey/valueFrom',
                  schemaPath: '#/properties/secretKey/anyOf/2/properties/valueFrom/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          } else {
            const err29 = {
              instancePath: instancePath + '/secretKey',
              schemaPath: '#/properties/secretKey/anyOf/2/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          var _valid1 = _errs44 === errors;
          valid7 = valid7 || _valid1;
        }
      }
      if (!valid7) {
        const err30 = {
          instancePath: instancePath + '/secretKey',
          schemaPath: '#/properties/secretKey/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      } else {
        errors = _errs39;
        if (vErrors !== null) {
          if (_errs39) {
            vErrors.length = _errs39;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.region !== undefined) {
      let data25 = data.region;
      if (Array.isArray(data25)) {
        const len0 = data25.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (typeof data25[i0] !== 'string') {
            const err31 = {
              instancePath: instancePath + '/region/' + i0,
              schemaPath: '#/properties/region/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
      } else {
        const err32 = {
          instancePath: instancePath + '/region',
          schemaPath: '#/properties/region/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.endpoint !== undefined) {
      if (typeof data.endpoint !== 'string') {
        const err33 = {
          instancePath: instancePath + '/endpoint',
          schemaPath: '#/properties/endpoint/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.assumeRole !== undefined) {
      if (typeof data.assumeRole !== 'string') {
        const err34 = {
          instancePath: instancePath + '/assumeRole',
          schemaPath: '#/properties/assumeRole/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.skipTLSVerify !== undefined) {
      if (typeof data.skipTLSVerify !== 'boolean') {
        const err35 = {
          instancePath: instancePath + '/skipTLSVerify',
          schemaPath: '#/properties/skipTLSVerify/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.compliance !== undefined) {
      if (typeof data.compliance !== 'boolean') {
        const err36 = {
          instancePath: instancePath + '/compliance',
          schemaPath: '#/properties/compliance/type',
          keyword: 'type',
          params: { type: 'boolean' },
          message: 'must be boolean',
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
    }
    if (data.cloudtrail !== undefined) {
      let data31 = data.cloudtrail;
      if (data31 && typeof data31 == 'object' && !Array.isArray(data31)) {
        if (data31.maxAge !== undefined) {
          if (typeof data31.maxAge !== 'string') {
            const err37 = {
              instancePath: instancePath + '/cloudtrail/maxAge',
              schemaPath: '#/properties/cloudtrail/properties/maxAge/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data31.exclude !== undefined) {
          let data33 = data31.exclude;
          if (Array.isArray(data33)) {
            const len1 = data33.length;
            for (let i1 = 0; i1 < len1; i1++) {
              if (typeof data33[i1] !== 'string') {
                const err38 = {
                  instancePath: instancePath + '/cloudtrail/exclude/' + i1,
                  schemaPath: '#/properties/cloudtrail/properties/exclude/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          } else {
            const err39 = {
              instancePath: instancePath + '/cloudtrail/exclude',
              schemaPath: '#/properties/cloudtrail/properties/exclude/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
        }
      } else {
        const err40 = {
          instancePath: instancePath + '/cloudtrail',
          schemaPath: '#/properties/cloudtrail/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
    }
    if (data.costReporting !== undefined) {
      let data35 = data.costReporting;
      if (data35 && typeof data35 == 'object' && !Array.isArray(data35)) {
        if (data35.enabled !== undefined) {
          if (typeof data35.enabled !== 'boolean') {
            const err41 = {
              instancePath: instancePath + '/costReporting/enabled',
              schemaPath: '#/properties/costReporting/properties/enabled/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data35.database !== undefined) {
          if (typeof data35.database !== 'string') {
            const err42 = {
              instancePath: instancePath + '/costReporting/database',
              schemaPath: '#/properties/costReporting/properties/database/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
        if (data35.region !== undefined) {
          if (typeof data35.region !== 'string') {
            const err43 = {
              instancePath: instancePath + '/costReporting/region',
              schemaPath: '#/properties/costReporting/properties/region/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data35.s3BucketPath !== undefined) {
          if (typeof data35.s3BucketPath !== 'string') {
            const err44 = {
              instancePath: instancePath + '/costReporting/s3BucketPath',
              schemaPath: '#/properties/costReporting/properties/s3BucketPath/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data35.table !== undefined) {
          if (typeof data35.table !== 'string') {
            const err45 = {
              instancePath: instancePath + '/costReporting/table',
              schemaPath: '#/properties/costReporting/properties/table/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
        }
      } else {
        const err46 = {
          instancePath: instancePath + '/costReporting',
          schemaPath: '#/properties/costReporting/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.includeResources !== undefined) {
      let data41 = data.includeResources;
      if (Array.isArray(data41)) {
        const len2 = data41.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (typeof data41[i2] !== 'string') {
            const err47 = {
              instancePath: instancePath + '/includeResources/' + i2,
              schemaPath: '#/properties/includeResources/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/includeResources',
          schemaPath: '#/properties/includeResources/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.excludeResources !== undefined) {
      let data43 = data.excludeResources;
      if (Array.isArray(data43)) {
        const len3 = data43.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (typeof data43[i3] !== 'string') {
            const err49 = {
              instancePath: instancePath + '/excludeResources/' + i3,
              schemaPath: '#/properties/excludeResources/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
      } else {
        const err50 = {
          instancePath: instancePath + '/excludeResources',
          schemaPath: '#/properties/excludeResources/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.scraper !== undefined) {
      let data45 = data.scraper;
      if (data45 && typeof data45 == 'object' && !Array.isArray(data45)) {
        if (data45.name !== undefined) {
          if (typeof data45.name !== 'string') {
            const err51 = {
              instancePath: instancePath + '/scraper/name',
              schemaPath: '#/properties/scraper/properties/name/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
      } else {
        const err52 = {
          instancePath: instancePath + '/scraper',
          schemaPath: '#/properties/scraper/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.topology !== undefined) {
      let data47 = data.topology;
      if (data47 && typeof data47 == 'object' && !Array.isArray(data47)) {
        if (data47.name !== undefined) {
          if (typeof data47.name !== 'string') {
            const err53 = {
              instancePath: instancePath + '/topology/name',
              schemaPath: '#/properties/topology/properties/name/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
      } else {
        const err54 = {
          instancePath: instancePath + '/topology',
          schemaPath: '#/properties/topology/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
    }
  } else {
    const err55 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err55];
    } else {
      vErrors.push(err55);
    }
    errors++;
  }
  validate10.errors = vErrors;
  return errors === 0;
}
export const azure = validate11;
const schema12 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nameOverride: { type: 'string' },
    fullnameOverride: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    subscriptionID: { type: 'string' },
    tenantID: { type: 'string' },
    organisation: { type: 'string' },
    connectionDetails: {
      type: 'object',
      properties: {
        connection: { type: 'string' },
        clientID: {
          anyOf: [
            { type: 'null' },
            { type: 'string' },
            {
              type: 'object',
              properties: {
                name: { type: 'string' },
                value: { type: 'string' },
                valueFrom: {
                  type: 'object',
                  properties: {
                    secretKeyRef: {
                      type: 'object',
                      properties: { name: { type: 'string' }, key: { type: 'string' } },
                    },
                    configMapKeyRef: {
                      type: 'object',
                      properties: { name: { type: 'string' }, key: { type: 'string' } },
                    },
                  },
                },
              },
            },
          ],
        },
        clientSecret: {
          anyOf: [
            { type: 'null' },
            { type: 'string' },
            {
              type: 'object',
              properties: {
                name: { type: 'string' },
                value: { type: 'string' },
                valueFrom: {
                  type: 'object',
                  properties: {
                    secretKeyRef: {
                      type: 'object',
                      properties: { name: { type: 'string' }, key: { type: 'string' } },
                    },
                    configMapKeyRef: {
                      type: 'object',
                      properties: { name: { type: 'string' }, key: { type: 'string' } },
                    },
                  },
                },
              },
            },
          ],
        },
      },
    },
    exclusions: {
      type: 'object',
      properties: { activityLogs: { type: 'array', items: { type: 'string' } } },
    },
    scraper: { type: 'object', properties: { name: { type: 'string' } } },
  },
  $id: 'azure',
};
function validate11(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="azure" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.nameOverride !== undefined) {
      if (typeof data.nameOverride !== 'string') {
        const err0 = {
          instancePath: instancePath + '/nameOverride',
          schemaPath: '#/properties/nameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fullnameOverride !== undefined) {
      if (typeof data.fullnameOverride !== 'string') {
        const err1 = {
          instancePath: instancePath + '/fullnameOverride',
          schemaPath: '#/properties/fullnameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.labels !== undefined) {
      let data2 = data.labels;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          if (typeof data2[key0] !== 'string') {
            const err2 = {
              instancePath:
                instancePath + '/labels/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/labels/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/labels',
          schemaPath: '#/properties/labels/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.subscriptionID !== undefined) {
      if (typeof data.subscriptionID !== 'string') {
        const err4 = {
          instancePath: instancePath + '/subscriptionID',
          schemaPath: '#/properties/subscriptionID/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.tenantID !== undefined) {
      if (typeof data.tenantID !== 'string') {
        const err5 = {
          instancePath: instancePath + '/tenantID',
          schemaPath: '#/properties/tenantID/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.organisation !== undefined) {
      if (typeof data.organisation !== 'string') {
        const err6 = {
          instancePath: instancePath + '/organisation',
          schemaPath: '#/properties/organisation/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.connectionDetails !== undefined) {
      let data7 = data.connectionDetails;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
        if (data7.connection !== undefined) {
          if (typeof data7.connection !== 'string') {
            const err7 = {
              instancePath: instancePath + '/connectionDetails/connection',
              schemaPath: '#/properties/connectionDetails/properties/connection/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data7.clientID !== undefined) {
          let data9 = data7.clientID;
          const _errs21 = errors;
          let valid3 = false;
          const _errs22 = errors;
          if (data9 !== null) {
            const err8 = {
              instancePath: instancePath + '/connectionDetails/clientID',
              schemaPath: '#/properties/connectionDetails/properties/clientID/anyOf/0/type',
              keyword: 'type',
              params: { type: 'null' },
              message: 'must be null',
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
          var _valid0 = _errs22 === errors;
          valid3 = valid3 || _valid0;
          if (!valid3) {
            const _errs24 = errors;
            if (typeof data9 !== 'string') {
              const err9 = {
                instancePath: instancePath + '/connectionDetails/clientID',
                schemaPath: '#/properties/connectionDetails/properties/clientID/anyOf/1/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            var _valid0 = _errs24 === errors;
            valid3 = valid3 || _valid0;
            if (!valid3) {
              const _errs26 = errors;
              if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
                if (data9.name !== undefined) {
                  if (typeof data9.name !== 'string') {
                    const err10 = {
                      instancePath: instancePath + '/connectionDetails/clientID/name',
                      schemaPath:
                        '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/name/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err10];
                    } else {
                      vErrors.push(err10);
                    }
                    errors++;
                  }
                }
                if (data9.value !== undefined) {
                  if (typeof data9.value !== 'string') {
                    const err11 = {
                      instancePath: instancePath + '/connectionDetails/clientID/value',
                      schemaPath:
                        '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/value/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
                if (data9.valueFrom !== undefined) {
                  let data12 = data9.valueFrom;
                  if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
                    if (data12.secretKeyRef !== undefined) {
                      let data13 = data12.secretKeyRef;
                      if (data13 && typeof data13 == 'object' && !Array.isArray(data13)) {
                        if (data13.name !== undefined) {
                          if (typeof data13.name !== 'string') {
                            const err12 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientID/valueFrom/secretKeyRef/name',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/name/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err12];
                            } else {
                              vErrors.push(err12);
                            }
                            errors++;
                          }
                        }
                        if (data13.key !== undefined) {
                          if (typeof data13.key !== 'string') {
                            const err13 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientID/valueFrom/secretKeyRef/key',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/key/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err13];
                            } else {
                              vErrors.push(err13);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err14 = {
                          instancePath:
                            instancePath + '/connectionDetails/clientID/valueFrom/secretKeyRef',
                          schemaPath:
                            '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/properties/secretKeyRef/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        };
                        if (vErrors === null) {
                          vErrors = [err14];
                        } else {
                          vErrors.push(err14);
                        }
                        errors++;
                      }
                    }
                    if (data12.configMapKeyRef !== undefined) {
                      let data16 = data12.configMapKeyRef;
                      if (data16 && typeof data16 == 'object' && !Array.isArray(data16)) {
                        if (data16.name !== undefined) {
                          if (typeof data16.name !== 'string') {
                            const err15 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientID/valueFrom/configMapKeyRef/name',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/name/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err15];
                            } else {
                              vErrors.push(err15);
                            }
                            errors++;
                          }
                        }
                        if (data16.key !== undefined) {
                          if (typeof data16.key !== 'string') {
                            const err16 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientID/valueFrom/configMapKeyRef/key',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/key/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err16];
                            } else {
                              vErrors.push(err16);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err17 = {
                          instancePath:
                            instancePath + '/connectionDetails/clientID/valueFrom/configMapKeyRef',
                          schemaPath:
                            '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/properties/configMapKeyRef/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        };
                        if (vErrors === null) {
                          vErrors = [err17];
                        } else {
                          vErrors.push(err17);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err18 = {
                      instancePath: instancePath + '/connectionDetails/clientID/valueFrom',
                      schemaPath:
                        '#/properties/connectionDetails/properties/clientID/anyOf/2/properties/valueFrom/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                }
              } else {
                const err19 = {
                  instancePath: instancePath + '/connectionDetails/clientID',
                  schemaPath: '#/properties/connectionDetails/properties/clientID/anyOf/2/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
              var _valid0 = _errs26 === errors;
              valid3 = valid3 || _valid0;
            }
          }
          if (!valid3) {
            const err20 = {
              instancePath: instancePath + '/connectionDetails/clientID',
              schemaPath: '#/properties/connectionDetails/properties/clientID/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          } else {
            errors = _errs21;
            if (vErrors !== null) {
              if (_errs21) {
                vErrors.length = _errs21;
              } else {
                vErrors = null;
              }
            }
          }
        }
        if (data7.clientSecret !== undefined) {
          let data19 = data7.clientSecret;
          const _errs47 = errors;
          let valid8 = false;
          const _errs48 = errors;
          if (data19 !== null) {
            const err21 = {
              instancePath: instancePath + '/connectionDetails/clientSecret',
              schemaPath: '#/properties/connectionDetails/properties/clientSecret/anyOf/0/type',
              keyword: 'type',
              params: { type: 'null' },
              message: 'must be null',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
          var _valid1 = _errs48 === errors;
          valid8 = valid8 || _valid1;
          if (!valid8) {
            const _errs50 = errors;
            if (typeof data19 !== 'string') {
              const err22 = {
                instancePath: instancePath + '/connectionDetails/clientSecret',
                schemaPath: '#/properties/connectionDetails/properties/clientSecret/anyOf/1/type',
                keyword: 'type',
                params: { type: 'string' },
                message: 'must be string',
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            var _valid1 = _errs50 === errors;
            valid8 = valid8 || _valid1;
            if (!valid8) {
              const _errs52 = errors;
              if (data19 && typeof data19 == 'object' && !Array.isArray(data19)) {
                if (data19.name !== undefined) {
                  if (typeof data19.name !== 'string') {
                    const err23 = {
                      instancePath: instancePath + '/connectionDetails/clientSecret/name',
                      schemaPath:
                        '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/name/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err23];
                    } else {
                      vErrors.push(err23);
                    }
                    errors++;
                  }
                }
                if (data19.value !== undefined) {
                  if (typeof data19.value !== 'string') {
                    const err24 = {
                      instancePath: instancePath + '/connectionDetails/clientSecret/value',
                      schemaPath:
                        '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/value/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err24];
                    } else {
                      vErrors.push(err24);
                    }
                    errors++;
                  }
                }
                if (data19.valueFrom !== undefined) {
                  let data22 = data19.valueFrom;
                  if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
                    if (data22.secretKeyRef !== undefined) {
                      let data23 = data22.secretKeyRef;
                      if (data23 && typeof data23 == 'object' && !Array.isArray(data23)) {
                        if (data23.name !== undefined) {
                          if (typeof data23.name !== 'string') {
                            const err25 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientSecret/valueFrom/secretKeyRef/name',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/name/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err25];
                            } else {
                              vErrors.push(err25);
                            }
                            errors++;
                          }
                        }
                        if (data23.key !== undefined) {
                          if (typeof data23.key !== 'string') {
                            const err26 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientSecret/valueFrom/secretKeyRef/key',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/properties/secretKeyRef/properties/key/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err26];
                            } else {
                              vErrors.push(err26);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err27 = {
                          instancePath:
                            instancePath + '/connectionDetails/clientSecret/valueFrom/secretKeyRef',
                          schemaPath:
                            '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/properties/secretKeyRef/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    }
                    if (data22.configMapKeyRef !== undefined) {
                      let data26 = data22.configMapKeyRef;
                      if (data26 && typeof data26 == 'object' && !Array.isArray(data26)) {
                        if (data26.name !== undefined) {
                          if (typeof data26.name !== 'string') {
                            const err28 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientSecret/valueFrom/configMapKeyRef/name',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/name/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err28];
                            } else {
                              vErrors.push(err28);
                            }
                            errors++;
                          }
                        }
                        if (data26.key !== undefined) {
                          if (typeof data26.key !== 'string') {
                            const err29 = {
                              instancePath:
                                instancePath +
                                '/connectionDetails/clientSecret/valueFrom/configMapKeyRef/key',
                              schemaPath:
                                '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/properties/configMapKeyRef/properties/key/type',
                              keyword: 'type',
                              params: { type: 'string' },
                              message: 'must be string',
                            };
                            if (vErrors === null) {
                              vErrors = [err29];
                            } else {
                              vErrors.push(err29);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err30 = {
                          instancePath:
                            instancePath +
                            '/connectionDetails/clientSecret/valueFrom/configMapKeyRef',
                          schemaPath:
                            '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/properties/configMapKeyRef/type',
                          keyword: 'type',
                          params: { type: 'object' },
                          message: 'must be object',
                        };
                        if (vErrors === null) {
                          vErrors = [err30];
                        } else {
                          vErrors.push(err30);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err31 = {
                      instancePath: instancePath + '/connectionDetails/clientSecret/valueFrom',
                      schemaPath:
                        '#/properties/connectionDetails/properties/clientSecret/anyOf/2/properties/valueFrom/type',
                      keyword: 'type',
                      params: { type: 'object' },
                      message: 'must be object',
                    };
                    if (vErrors === null) {
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                }
              } else {
                const err32 = {
                  instancePath: instancePath + '/connectionDetails/clientSecret',
                  schemaPath: '#/properties/connectionDetails/properties/clientSecret/anyOf/2/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
              var _valid1 = _errs52 === errors;
              valid8 = valid8 || _valid1;
            }
          }
          if (!valid8) {
            const err33 = {
              instancePath: instancePath + '/connectionDetails/clientSecret',
              schemaPath: '#/properties/connectionDetails/properties/clientSecret/anyOf',
              keyword: 'anyOf',
              params: {},
              message: 'must match a schema in anyOf',
            };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          } else {
            errors = _errs47;
            if (vErrors !== null) {
              if (_errs47) {
                vErrors.length = _errs47;
              } else {
                vErrors = null;
              }
            }
          }
        }
      } else {
        const err34 = {
          instancePath: instancePath + '/connectionDetails',
          schemaPath: '#/properties/connectionDetails/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.exclusions !== undefined) {
      let data29 = data.exclusions;
      if (data29 && typeof data29 == 'object' && !Array.isArray(data29)) {
        if (data29.activityLogs !== undefined) {
          let data30 = data29.activityLogs;
          if (Array.isArray(data30)) {
            const len0 = data30.length;
            for (let i0 = 0; i0 < len0; i0++) {
              if (typeof data30[i0] !== 'string') {
                const err35 = {
                  instancePath: instancePath + '/exclusions/activityLogs/' + i0,
                  schemaPath: '#/properties/exclusions/properties/activityLogs/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
          } else {
            const err36 = {
              instancePath: instancePath + '/exclusions/activityLogs',
              schemaPath: '#/properties/exclusions/properties/activityLogs/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
      } else {
        const err37 = {
          instancePath: instancePath + '/exclusions',
          schemaPath: '#/properties/exclusions/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.scraper !== undefined) {
      let data32 = data.scraper;
      if (data32 && typeof data32 == 'object' && !Array.isArray(data32)) {
        if (data32.name !== undefined) {
          if (typeof data32.name !== 'string') {
            const err38 = {
              instancePath: instancePath + '/scraper/name',
              schemaPath: '#/properties/scraper/properties/name/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = {
          instancePath: instancePath + '/scraper',
          schemaPath: '#/properties/scraper/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
        }
        errors++;
      }
    }
  } else {
    const err40 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate11.errors = vErrors;
  return errors === 0;
}
export const prometheus = validate12;
const schema13 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nameOverride: { type: 'string' },
    fullnameOverride: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    topologyName: { type: 'string' },
    prometheusNamespace: { type: 'string' },
    prometheusURL: { type: 'string', pattern: '^https?://\\S+$' },
  },
  $id: 'prometheus',
};
const pattern0 = new RegExp('^https?://\\S+$', 'u');
function validate12(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="prometheus" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.nameOverride !== undefined) {
      if (typeof data.nameOverride !== 'string') {
        const err0 = {
          instancePath: instancePath + '/nameOverride',
          schemaPath: '#/properties/nameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fullnameOverride !== undefined) {
      if (typeof data.fullnameOverride !== 'string') {
        const err1 = {
          instancePath: instancePath + '/fullnameOverride',
          schemaPath: '#/properties/fullnameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.labels !== undefined) {
      let data2 = data.labels;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          if (typeof data2[key0] !== 'string') {
            const err2 = {
              instancePath:
                instancePath + '/labels/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/labels/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/labels',
          schemaPath: '#/properties/labels/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.topologyName !== undefined) {
      if (typeof data.topologyName !== 'string') {
        const err4 = {
          instancePath: instancePath + '/topologyName',
          schemaPath: '#/properties/topologyName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.prometheusNamespace !== undefined) {
      if (typeof data.prometheusNamespace !== 'string') {
        const err5 = {
          instancePath: instancePath + '/prometheusNamespace',
          schemaPath: '#/properties/prometheusNamespace/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.prometheusURL !== undefined) {
      let data6 = data.prometheusURL;
      if (typeof data6 === 'string') {
        if (!pattern0.test(data6)) {
          const err6 = {
            instancePath: instancePath + '/prometheusURL',
            schemaPath: '#/properties/prometheusURL/pattern',
            keyword: 'pattern',
            params: { pattern: '^https?://\\S+$' },
            message: 'must match pattern "' + '^https?://\\S+$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/prometheusURL',
          schemaPath: '#/properties/prometheusURL/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
  } else {
    const err8 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err8];
    } else {
      vErrors.push(err8);
    }
    errors++;
  }
  validate12.errors = vErrors;
  return errors === 0;
}
export const flux = validate13;
const schema14 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nameOverride: { type: 'string' },
    fullnameOverride: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    topologyName: { type: 'string' },
  },
  $id: 'flux',
};
function validate13(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="flux" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.nameOverride !== undefined) {
      if (typeof data.nameOverride !== 'string') {
        const err0 = {
          instancePath: instancePath + '/nameOverride',
          schemaPath: '#/properties/nameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fullnameOverride !== undefined) {
      if (typeof data.fullnameOverride !== 'string') {
        const err1 = {
          instancePath: instancePath + '/fullnameOverride',
          schemaPath: '#/properties/fullnameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.labels !== undefined) {
      let data2 = data.labels;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          if (typeof data2[key0] !== 'string') {
            const err2 = {
              instancePath:
                instancePath + '/labels/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/labels/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/labels',
          schemaPath: '#/properties/labels/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.topologyName !== undefined) {
      if (typeof data.topologyName !== 'string') {
        const err4 = {
          instancePath: instancePath + '/topologyName',
          schemaPath: '#/properties/topologyName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate13.errors = vErrors;
  return errors === 0;
}
export const kubernetes = validate14;
const schema15 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nameOverride: { type: 'string' },
    fullnameOverride: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    clusterName: { type: 'string' },
    kubeconfig: { type: 'object' },
    prometheus: {
      type: 'object',
      properties: {
        connection: { type: 'string' },
        createConnection: { type: 'boolean' },
        labels: { type: 'string' },
      },
    },
    scraper: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        exclusions: {
          type: 'object',
          properties: {
            kind: { type: 'array', items: { type: 'string' } },
            name: { type: 'array', items: { type: 'string' } },
            namespace: { type: 'array', items: { type: 'string' } },
            labels: { type: 'object' },
          },
        },
      },
    },
    playbooks: { type: 'object' },
  },
  $id: 'kubernetes',
};
function validate14(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="kubernetes" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.nameOverride !== undefined) {
      if (typeof data.nameOverride !== 'string') {
        const err0 = {
          instancePath: instancePath + '/nameOverride',
          schemaPath: '#/properties/nameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fullnameOverride !== undefined) {
      if (typeof data.fullnameOverride !== 'string') {
        const err1 = {
          instancePath: instancePath + '/fullnameOverride',
          schemaPath: '#/properties/fullnameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.labels !== undefined) {
      let data2 = data.labels;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          if (typeof data2[key0] !== 'string') {
            const err2 = {
              instancePath:
                instancePath + '/labels/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/labels/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/labels',
          schemaPath: '#/properties/labels/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.clusterName !== undefined) {
      if (typeof data.clusterName !== 'string') {
        const err4 = {
          instancePath: instancePath + '/clusterName',
          schemaPath: '#/properties/clusterName/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kubeconfig !== undefined) {
      let data5 = data.kubeconfig;
      if (!(data5 && typeof data5 == 'object' && !Array.isArray(data5))) {
        const err5 = {
          instancePath: instancePath + '/kubeconfig',
          schemaPath: '#/properties/kubeconfig/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.prometheus !== undefined) {
      let data6 = data.prometheus;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        if (data6.connection !== undefined) {
          if (typeof data6.connection !== 'string') {
            const err6 = {
              instancePath: instancePath + '/prometheus/connection',
              schemaPath: '#/properties/prometheus/properties/connection/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data6.createConnection !== undefined) {
          if (typeof data6.createConnection !== 'boolean') {
            const err7 = {
              instancePath: instancePath + '/prometheus/createConnection',
              schemaPath: '#/properties/prometheus/properties/createConnection/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err7];
            } else {
              vErrors.push(err7);
            }
            errors++;
          }
        }
        if (data6.labels !== undefined) {
          if (typeof data6.labels !== 'string') {
            const err8 = {
              instancePath: instancePath + '/prometheus/labels',
              schemaPath: '#/properties/prometheus/properties/labels/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/prometheus',
          schemaPath: '#/properties/prometheus/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.scraper !== undefined) {
      let data10 = data.scraper;
      if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
        if (data10.name !== undefined) {
          if (typeof data10.name !== 'string') {
            const err10 = {
              instancePath: instancePath + '/scraper/name',
              schemaPath: '#/properties/scraper/properties/name/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
        if (data10.exclusions !== undefined) {
          let data12 = data10.exclusions;
          if (data12 && typeof data12 == 'object' && !Array.isArray(data12)) {
            if (data12.kind !== undefined) {
              let data13 = data12.kind;
              if (Array.isArray(data13)) {
                const len0 = data13.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  if (typeof data13[i0] !== 'string') {
                    const err11 = {
                      instancePath: instancePath + '/scraper/exclusions/kind/' + i0,
                      schemaPath:
                        '#/properties/scraper/properties/exclusions/properties/kind/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err11];
                    } else {
                      vErrors.push(err11);
                    }
                    errors++;
                  }
                }
              } else {
                const err12 = {
                  instancePath: instancePath + '/scraper/exclusions/kind',
                  schemaPath: '#/properties/scraper/properties/exclusions/properties/kind/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
            if (data12.name !== undefined) {
              let data15 = data12.name;
              if (Array.isArray(data15)) {
                const len1 = data15.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  if (typeof data15[i1] !== 'string') {
                    const err13 = {
                      instancePath: instancePath + '/scraper/exclusions/name/' + i1,
                      schemaPath:
                        '#/properties/scraper/properties/exclusions/properties/name/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                }
              } else {
                const err14 = {
                  instancePath: instancePath + '/scraper/exclusions/name',
                  schemaPath: '#/properties/scraper/properties/exclusions/properties/name/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
            }
            if (data12.namespace !== undefined) {
              let data17 = data12.namespace;
              if (Array.isArray(data17)) {
                const len2 = data17.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  if (typeof data17[i2] !== 'string') {
                    const err15 = {
                      instancePath: instancePath + '/scraper/exclusions/namespace/' + i2,
                      schemaPath:
                        '#/properties/scraper/properties/exclusions/properties/namespace/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                    };
                    if (vErrors === null) {
                      vErrors = [err15];
                    } else {
                      vErrors.push(err15);
                    }
                    errors++;
                  }
                }
              } else {
                const err16 = {
                  instancePath: instancePath + '/scraper/exclusions/namespace',
                  schemaPath:
                    '#/properties/scraper/properties/exclusions/properties/namespace/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data12.labels !== undefined) {
              let data19 = data12.labels;
              if (!(data19 && typeof data19 == 'object' && !Array.isArray(data19))) {
                const err17 = {
                  instancePath: instancePath + '/scraper/exclusions/labels',
                  schemaPath: '#/properties/scraper/properties/exclusions/properties/labels/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
          } else {
            const err18 = {
              instancePath: instancePath + '/scraper/exclusions',
              schemaPath: '#/properties/scraper/properties/exclusions/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/scraper',
          schemaPath: '#/properties/scraper/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.playbooks !== undefined) {
      let data20 = data.playbooks;
      if (!(data20 && typeof data20 == 'object' && !Array.isArray(data20))) {
        const err20 = {
          instancePath: instancePath + '/playbooks',
          schemaPath: '#/properties/playbooks/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
  } else {
    const err21 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate14.errors = vErrors;
  return errors === 0;
}
export const missionControl = validate15;
const schema16 = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    nameOverride: { type: 'string' },
    fullnameOverride: { type: 'string' },
    labels: { type: 'object', additionalProperties: { type: 'string' } },
    global: {
      type: 'object',
      properties: {
        ui: {
          type: 'object',
          properties: { host: { type: 'string' }, tlsSecretName: { type: 'string' } },
        },
        api: {
          type: 'object',
          properties: { host: { type: 'string' }, tlsSecretName: { type: 'string' } },
        },
        logLevel: { type: 'string' },
      },
    },
    authProvider: { type: 'string' },
    replicas: { type: 'integer', minimum: 0 },
    properties: { type: 'object' },
    image: {
      type: 'object',
      properties: { repository: { type: 'string' }, tag: { type: 'string' } },
    },
    kratos: { type: 'object', properties: { enabled: { type: 'boolean' } } },
    'flanksource-ui': { type: 'object', properties: { enabled: { type: 'boolean' } } },
  },
  $id: 'mission-control',
};
function validate15(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data } = {},
) {
  /*# sourceURL="mission-control" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.nameOverride !== undefined) {
      if (typeof data.nameOverride !== 'string') {
        const err0 = {
          instancePath: instancePath + '/nameOverride',
          schemaPath: '#/properties/nameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.fullnameOverride !== undefined) {
      if (typeof data.fullnameOverride !== 'string') {
        const err1 = {
          instancePath: instancePath + '/fullnameOverride',
          schemaPath: '#/properties/fullnameOverride/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.labels !== undefined) {
      let data2 = data.labels;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        for (const key0 in data2) {
          if (typeof data2[key0] !== 'string') {
            const err2 = {
              instancePath:
                instancePath + '/labels/' + key0.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/labels/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = {
          instancePath: instancePath + '/labels',
          schemaPath: '#/properties/labels/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.global !== undefined) {
      let data4 = data.global;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
        if (data4.ui !== undefined) {
          let data5 = data4.ui;
          if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
            if (data5.host !== undefined) {
              if (typeof data5.host !== 'string') {
                const err4 = {
                  instancePath: instancePath + '/global/ui/host',
                  schemaPath: '#/properties/global/properties/ui/properties/host/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err4];
                } else {
                  vErrors.push(err4);
                }
                errors++;
              }
            }
            if (data5.tlsSecretName !== undefined) {
              if (typeof data5.tlsSecretName !== 'string') {
                const err5 = {
                  instancePath: instancePath + '/global/ui/tlsSecretName',
                  schemaPath: '#/properties/global/properties/ui/properties/tlsSecretName/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err5];
                } else {
                  vErrors.push(err5);
                }
                errors++;
              }
            }
          } else {
            const err6 = {
              instancePath: instancePath + '/global/ui',
              schemaPath: '#/properties/global/properties/ui/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data4.api !== undefined) {
          let data8 = data4.api;
          if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
            if (data8.host !== undefined) {
              if (typeof data8.host !== 'string') {
                const err7 = {
                  instancePath: instancePath + '/global/api/host',
                  schemaPath: '#/properties/global/properties/api/properties/host/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data8.tlsSecretName !== undefined) {
              if (typeof data8.tlsSecretName !== 'string') {
                const err8 = {
                  instancePath: instancePath + '/global/api/tlsSecretName',
                  schemaPath: '#/properties/global/properties/api/properties/tlsSecretName/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = {
              instancePath: instancePath + '/global/api',
              schemaPath: '#/properties/global/properties/api/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data4.logLevel !== undefined) {
          if (typeof data4.logLevel !== 'string') {
            const err10 = {
              instancePath: instancePath + '/global/logLevel',
              schemaPath: '#/properties/global/properties/logLevel/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/global',
          schemaPath: '#/properties/global/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.authProvider !== undefined) {
      if (typeof data.authProvider !== 'string') {
        const err12 = {
          instancePath: instancePath + '/authProvider',
          schemaPath: '#/properties/authProvider/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.replicas !== undefined) {
      let data13 = data.replicas;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err13 = {
          instancePath: instancePath + '/replicas',
          schemaPath: '#/properties/replicas/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 < 0 || isNaN(data13)) {
          const err14 = {
            instancePath: instancePath + '/replicas',
            schemaPath: '#/properties/replicas/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.properties !== undefined) {
      let data14 = data.properties;
      if (!(data14 && typeof data14 == 'object' && !Array.isArray(data14))) {
        const err15 = {
          instancePath: instancePath + '/properties',
          schemaPath: '#/properties/properties/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.image !== undefined) {
      let data15 = data.image;
      if (data15 && typeof data15 == 'object' && !Array.isArray(data15)) {
        if (data15.repository !== undefined) {
          if (typeof data15.repository !== 'string') {
            const err16 = {
              instancePath: instancePath + '/image/repository',
              schemaPath: '#/properties/image/properties/repository/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data15.tag !== undefined) {
          if (typeof data15.tag !== 'string') {
            const err17 = {
              instancePath: instancePath + '/image/tag',
              schemaPath: '#/properties/image/properties/tag/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/image',
          schemaPath: '#/properties/image/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.kratos !== undefined) {
      let data18 = data.kratos;
      if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
        if (data18.enabled !== undefined) {
          if (typeof data18.enabled !== 'boolean') {
            const err19 = {
              instancePath: instancePath + '/kratos/enabled',
              schemaPath: '#/properties/kratos/properties/enabled/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/kratos',
          schemaPath: '#/properties/kratos/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data['flanksource-ui'] !== undefined) {
      let data20 = data['flanksource-ui'];
      if (data20 && typeof data20 == 'object' && !Array.isArray(data20)) {
        if (data20.enabled !== undefined) {
          if (typeof data20.enabled !== 'boolean') {
            const err21 = {
              instancePath: instancePath + '/flanksource-ui/enabled',
              schemaPath: '#/properties/flanksource-ui/properties/enabled/type',
              keyword: 'type',
              params: { type: 'boolean' },
              message: 'must be boolean',
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/flanksource-ui',
          schemaPath: '#/properties/flanksource-ui/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate15.errors = vErrors;
  return errors === 0;
}
